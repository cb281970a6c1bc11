import { ValidationFailedError, type ErrorDetail } from '../common/errors/domain-error';
import type { AgentConfig } from './agent-config';
import { normaliseRuntime } from './agent-config';
import type { AgentConfigFieldsDto } from './dto/agent-config.dto';

/**
 * Turns validated config fields into a partial config with every default filled in, refusing
 * duplicate skill names, command names and stage keys. `prefix` is the body path ("config.").
 */
export function configPatchFromInput(
  input: AgentConfigFieldsDto,
  prefix = '',
): Partial<AgentConfig> {
  const patch: Partial<AgentConfig> = {};
  const problems: ErrorDetail[] = [];
  if (input.runtime !== undefined) patch.runtime = normaliseRuntime(input.runtime);
  if (input.instructions !== undefined) patch.instructions = input.instructions;
  if (input.skills !== undefined) {
    patch.skills = input.skills.map((skill) => ({
      name: skill.name,
      description: skill.description ?? '',
      instructions: skill.instructions ?? '',
      enabled: skill.enabled ?? true,
      requires: skill.requires ?? [],
    }));
    problems.push(
      ...duplicates(
        patch.skills.map((skill) => skill.name),
        `${prefix}skills`,
      ),
    );
  }
  if (input.commands !== undefined) {
    patch.commands = input.commands.map((command) => ({
      name: command.name,
      description: command.description ?? '',
    }));
    problems.push(
      ...duplicates(
        patch.commands.map((command) => command.name),
        `${prefix}commands`,
      ),
    );
  }
  if (input.tools !== undefined) patch.tools = [...input.tools];
  if (input.secretNames !== undefined) patch.secretNames = [...input.secretNames];
  if (input.onboardingStages !== undefined) {
    patch.onboardingStages = input.onboardingStages.map((stage) => ({
      key: stage.key,
      title: stage.title,
      description: stage.description ?? '',
    }));
    problems.push(
      ...duplicates(
        patch.onboardingStages.map((stage) => stage.key),
        `${prefix}onboardingStages`,
      ),
    );
  }
  if (problems.length > 0) throw new ValidationFailedError(problems, problems[0].message);
  return patch;
}

function duplicates(names: string[], field: string): ErrorDetail[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) repeated.add(name);
    seen.add(name);
  }
  return [...repeated].map((name) => ({
    field,
    message: `${field} repeats "${name}"; names must be unique`,
    code: 'not_unique',
  }));
}
