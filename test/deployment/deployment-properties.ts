import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { nodeFlagsOf } from '../support/start-node-flags';

const ROOT = join(__dirname, '..', '..');

/**
 * What a production run of `docker-compose.yml`, the `Dockerfile` and package.json's start
 * scripts must keep, one
 * property per row so that a test can show each one is checked: every row also knows how to break
 * its property in a copy of the files, and the checker must then report that row.
 */

export type ComposeFile = {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
};

export type ComposeService = {
  image?: string;
  build?: unknown;
  user?: string;
  command?: string | string[];
  environment?: Record<string, string> | string[];
  ports?: Array<string | { host_ip?: string; published?: string | number }>;
  volumes?: Array<string | { type?: string; source?: string; target: string }>;
  healthcheck?: { test?: string | string[]; disable?: boolean };
  restart?: string;
};

export interface DeploymentFiles {
  compose: ComposeFile;
  dockerfile: string;
  /** package.json's `scripts`. */
  scripts: Record<string, string>;
}

export interface DeploymentProperty {
  id: string;
  holds(files: DeploymentFiles): boolean;
  /** Changes a copy of the files so that exactly this property no longer holds. */
  breakIn(files: DeploymentFiles): void;
}

const API = 'api';
const WORKER = 'worker';
const POSTGRES = 'postgres';
const REDIS = 'redis';
const CONVERTER_IMAGE = /^gotenberg\/gotenberg:8(\.|$)/;

function service(files: DeploymentFiles, name: string): ComposeService {
  return files.compose.services[name] ?? {};
}

/** `environment` as a map, whichever of the two Compose forms the file uses. */
function environment(entry: ComposeService): Record<string, string> {
  const env = entry.environment ?? {};
  if (!Array.isArray(env)) return env;
  return Object.fromEntries(
    env.map((item) => [item.split('=')[0], item.slice(item.indexOf('=') + 1)]),
  );
}

function setEnvironment(entry: ComposeService, name: string, value: string | undefined): void {
  const env = { ...environment(entry) };
  if (value === undefined) delete env[name];
  else env[name] = value;
  entry.environment = env;
}

/** The command as words: `redis-server --appendonly yes` or its list form. */
function commandWords(entry: ComposeService): string[] {
  const command = entry.command ?? [];
  return Array.isArray(command) ? command.map(String) : command.split(/\s+/);
}

function hasOption(entry: ComposeService, option: string, value: string): boolean {
  const words = commandWords(entry);
  return words.some((word, index) => word === option && words[index + 1] === value);
}

function withoutOption(entry: ComposeService, option: string): void {
  const words = commandWords(entry);
  const at = words.indexOf(option);
  if (at >= 0) words.splice(at, 2);
  entry.command = words;
}

/** Every published port binds 127.0.0.1 (or none is published). */
function publishedOnLoopbackOnly(entry: ComposeService): boolean {
  return (entry.ports ?? []).every((port) =>
    typeof port === 'string' ? port.startsWith('127.0.0.1:') : port.host_ip === '127.0.0.1',
  );
}

function mountOf(entry: ComposeService, target: string): { source?: string } | undefined {
  for (const volume of entry.volumes ?? []) {
    if (typeof volume === 'string') {
      const [source, mountTarget] = volume.split(':');
      if (mountTarget === target) return { source };
    } else if (volume.target === target) {
      return { source: volume.source };
    }
  }
  return undefined;
}

function onNamedVolume(files: DeploymentFiles, entry: ComposeService, target: string): boolean {
  const source = mountOf(entry, target)?.source;
  return source !== undefined && Object.keys(files.compose.volumes ?? {}).includes(source);
}

/** Services built from this repository: our images. */
function ourServices(files: DeploymentFiles): ComposeService[] {
  return Object.values(files.compose.services).filter((entry) => entry.build !== undefined);
}

function finalStage(dockerfile: string): string[] {
  const lines = dockerfile.split('\n').map((line) => line.trim());
  const lastFrom = lines.map((line) => /^FROM\s/i.test(line)).lastIndexOf(true);
  return lines.slice(lastFrom);
}

function finalUser(dockerfile: string): string | undefined {
  const users = finalStage(dockerfile).filter((line) => /^USER\s/i.test(line));
  return users.at(-1)?.split(/\s+/)[1];
}

/** Paths a RUN of the final stage hands to the `node` user (`chown node:node /keys /media`). */
function ownedByNode(dockerfile: string): string[] {
  return finalStage(dockerfile)
    .filter((line) => /^RUN\s/i.test(line))
    .flatMap((line) => [...line.matchAll(/chown\s+(?:-R\s+)?node(?::node)?\s+([^&;]+)/g)])
    .flatMap((match) => match[1].trim().split(/\s+/));
}

/** The final stage's CMD as words (its exec form, `CMD ["node", …]`). */
function imageCommand(dockerfile: string): string[] {
  const cmd = finalStage(dockerfile)
    .filter((line) => /^CMD\s/i.test(line))
    .at(-1);
  return cmd ? (JSON.parse(cmd.slice(3).trim()) as string[]) : [];
}

/** The sources a Dockerfile line copies from the build context (none for other lines). */
function contextSources(line: string): string[] {
  const words = line.trim().split(/\s+/);
  if (!/^COPY$/i.test(words[0]) || words.some((word) => /^--from=/i.test(word))) return [];
  return words.slice(1, -1).filter((word) => !word.startsWith('--'));
}

/** Whether a COPY names `source` before the first `RUN npm ci`. */
function copiedBeforeInstall(dockerfile: string, source: string): boolean {
  const lines = dockerfile.split('\n');
  const copied = lines.findIndex((line) => contextSources(line).includes(source));
  const installed = lines.findIndex((line) => /^RUN\s+npm ci\b/.test(line.trim()));
  return copied >= 0 && installed > copied;
}

/** The node flags of a command, as `npm start` passes them (start-node-flags.ts). */
function nodeFlags(words: string[]): string {
  return nodeFlagsOf(words).join(' ');
}

/** The node flags of one of package.json's scripts. */
function scriptFlags(files: DeploymentFiles, name: string): string {
  return nodeFlags((files.scripts[name] ?? '').split(/\s+/));
}

function volumeTargets(entry: ComposeService): string[] {
  return (entry.volumes ?? []).map((volume) =>
    typeof volume === 'string' ? (volume.split(':')[1] ?? volume) : volume.target,
  );
}

/** The variable a value is interpolated from (`${POSTGRES_PASSWORD:?…}`), if it is one. */
function interpolates(value: string | undefined, variable: string): boolean {
  return value !== undefined && new RegExp(`\\$\\{${variable}(?:[:?}-]|$)`).test(value);
}

function converterServiceName(files: DeploymentFiles): string | undefined {
  return Object.entries(files.compose.services).find(([, entry]) =>
    CONVERTER_IMAGE.test(entry.image ?? ''),
  )?.[0];
}

export const DEPLOYMENT_PROPERTIES: DeploymentProperty[] = [
  {
    id: 'redis appendonly yes',
    holds: (files) => hasOption(service(files, REDIS), '--appendonly', 'yes'),
    breakIn: (files) => withoutOption(service(files, REDIS), '--appendonly'),
  },
  {
    id: 'redis appendfsync everysec',
    holds: (files) => hasOption(service(files, REDIS), '--appendfsync', 'everysec'),
    breakIn: (files) => withoutOption(service(files, REDIS), '--appendfsync'),
  },
  {
    id: 'redis maxmemory-policy noeviction',
    holds: (files) => hasOption(service(files, REDIS), '--maxmemory-policy', 'noeviction'),
    breakIn: (files) => withoutOption(service(files, REDIS), '--maxmemory-policy'),
  },
  {
    id: 'redis data on a named volume',
    holds: (files) => onNamedVolume(files, service(files, REDIS), '/data'),
    breakIn: (files) => {
      service(files, REDIS).volumes = [];
    },
  },
  {
    id: 'redis published on 127.0.0.1 only',
    holds: (files) => publishedOnLoopbackOnly(service(files, REDIS)),
    breakIn: (files) => {
      service(files, REDIS).ports = ['6379:6379'];
    },
  },
  {
    id: 'image runs as USER node',
    holds: (files) => finalUser(files.dockerfile) === 'node',
    breakIn: (files) => {
      files.dockerfile = files.dockerfile.replace(/^USER node$/m, '');
    },
  },
  {
    id: 'our services keep the image user',
    holds: (files) =>
      ourServices(files).every((entry) => entry.user === undefined || entry.user === 'node'),
    breakIn: (files) => {
      service(files, API).user = 'root';
    },
  },
  {
    id: 'our volumes are owned by node',
    holds: (files) => {
      const owned = ownedByNode(files.dockerfile);
      const targets = ourServices(files).flatMap(volumeTargets);
      return targets.length > 0 && targets.every((target) => owned.includes(target));
    },
    breakIn: (files) => {
      files.dockerfile = files.dockerfile.replace(/^RUN .*chown node:node.*$/m, '');
    },
  },
  {
    id: 'postgres password from the environment',
    holds: (files) =>
      interpolates(environment(service(files, POSTGRES)).POSTGRES_PASSWORD, 'POSTGRES_PASSWORD'),
    breakIn: (files) => setEnvironment(service(files, POSTGRES), 'POSTGRES_PASSWORD', undefined),
  },
  {
    id: 'postgres without trust authentication',
    holds: (files) =>
      !/trust/i.test(environment(service(files, POSTGRES)).POSTGRES_HOST_AUTH_METHOD ?? ''),
    breakIn: (files) =>
      setEnvironment(service(files, POSTGRES), 'POSTGRES_HOST_AUTH_METHOD', 'trust'),
  },
  {
    id: 'our services connect with the postgres password',
    holds: (files) =>
      ourServices(files).every((entry) =>
        interpolates(environment(entry).DATABASE_URL, 'POSTGRES_PASSWORD'),
      ),
    breakIn: (files) =>
      setEnvironment(
        service(files, API),
        'DATABASE_URL',
        'postgres://postgres@postgres:5432/platform',
      ),
  },
  {
    id: 'postgres published on 127.0.0.1 only',
    holds: (files) => publishedOnLoopbackOnly(service(files, POSTGRES)),
    breakIn: (files) => {
      service(files, POSTGRES).ports = ['5432:5432'];
    },
  },
  {
    id: 'postgres data on a named volume',
    holds: (files) => onNamedVolume(files, service(files, POSTGRES), '/var/lib/postgresql/data'),
    breakIn: (files) => {
      service(files, POSTGRES).volumes = [];
    },
  },
  {
    id: 'a gotenberg/gotenberg:8 conversion service',
    holds: (files) => converterServiceName(files) !== undefined,
    breakIn: (files) => {
      const name = converterServiceName(files);
      if (name) delete files.compose.services[name];
    },
  },
  {
    id: 'the API previews through the conversion service',
    holds: (files) => {
      const name = converterServiceName(files);
      const url = environment(service(files, API)).PREVIEW_SIDECAR_URL;
      return name !== undefined && url !== undefined && new URL(url).hostname === name;
    },
    breakIn: (files) => setEnvironment(service(files, API), 'PREVIEW_SIDECAR_URL', undefined),
  },
  {
    id: 'the API has a healthcheck on /health/ready',
    holds: (files) => {
      const check = service(files, API).healthcheck;
      const test = check?.test;
      const words = Array.isArray(test) ? test.join(' ') : (test ?? '');
      return !check?.disable && words.includes('/health/ready');
    },
    breakIn: (files) => {
      delete service(files, API).healthcheck;
    },
  },
  {
    id: 'the API restarts unless stopped',
    holds: (files) => service(files, API).restart === 'unless-stopped',
    breakIn: (files) => {
      delete service(files, API).restart;
    },
  },
  {
    id: 'the worker restarts unless stopped',
    holds: (files) => service(files, WORKER).restart === 'unless-stopped',
    breakIn: (files) => {
      delete service(files, WORKER).restart;
    },
  },
  {
    id: 'the build copies only files the repository has',
    holds: (files) =>
      files.dockerfile
        .split('\n')
        .flatMap(contextSources)
        .every((source) => existsSync(join(ROOT, source))),
    breakIn: (files) => {
      files.dockerfile = files.dockerfile.replace(
        /^COPY package\.json /m,
        'COPY package.json .absent ',
      );
    },
  },
  {
    // npm ci's postinstall applies them (patch-package, docs/decisions.md).
    id: 'the dependency patches are in the build before npm ci',
    holds: (files) => copiedBeforeInstall(files.dockerfile, 'patches'),
    breakIn: (files) => {
      files.dockerfile = files.dockerfile.replace(/^COPY patches .*$/m, '');
    },
  },
  {
    id: 'the image and the worker run node with the node flags of npm start',
    holds: (files) => {
      const flags = scriptFlags(files, 'start');
      return (
        flags !== '' &&
        nodeFlags(imageCommand(files.dockerfile)) === flags &&
        nodeFlags(commandWords(service(files, WORKER))) === flags
      );
    },
    breakIn: (files) => {
      const worker = service(files, WORKER);
      const flags = nodeFlagsOf(commandWords(worker));
      worker.command = commandWords(worker).filter((word) => !flags.includes(word));
    },
  },
  {
    // npm scripts share no variables: the split-mode scripts repeat npm start's flags.
    id: 'npm run start:api and start:worker pass the node flags of npm start',
    holds: (files) => {
      const flags = scriptFlags(files, 'start');
      return (
        flags !== '' &&
        scriptFlags(files, 'start:api') === flags &&
        scriptFlags(files, 'start:worker') === flags
      );
    },
    breakIn: (files) => {
      const words = files.scripts['start:worker'].split(/\s+/);
      const flags = nodeFlagsOf(words);
      files.scripts['start:worker'] = words.filter((word) => !flags.includes(word)).join(' ');
    },
  },
];

/** The ids of the properties the files do not keep. */
export function missingProperties(files: DeploymentFiles): string[] {
  return DEPLOYMENT_PROPERTIES.filter((property) => !property.holds(files)).map(
    (property) => property.id,
  );
}
