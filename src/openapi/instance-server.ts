import type { OpenAPIObject } from '@nestjs/swagger';
import type { Request, Response } from 'express';

/** The description of the server entry that names the instance serving the document. */
export const INSTANCE_SERVER_DESCRIPTION = 'This instance';

// A host with an optional port: a name, an IPv4 address or a bracketed IPv6 address.
const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The served document lists first the origin it was requested from, so Swagger UI's "Try it out"
 * calls the service that serves the page (a laptop's http://localhost:3000 as much as a staging
 * host); the configured production and staging servers follow. The origin is the request's
 * (`req.protocol` and Host; with TRUST_PROXY=true the proxy's X-Forwarded-Proto/-Host): unlike
 * PUBLIC_BASE_URL it is right for 127.0.0.1, a LAN address or a container's published port alike.
 * A Host that is not a plain host[:port] adds nothing. The answer depends on the request, so it
 * is not stored by caches.
 */
export function withInstanceServer(req: Request, res: Response, document: OpenAPIObject) {
  res.setHeader('Cache-Control', 'no-store');
  const origin = requestOrigin(req);
  if (!origin) return document;
  const configured = document.servers ?? [];
  const same = configured.find((server) => server.url.replace(/\/+$/, '') === origin);
  const first = same ?? {
    url: origin,
    description: INSTANCE_SERVER_DESCRIPTION,
    'x-internal': false,
  };
  return { ...document, servers: [first, ...configured.filter((server) => server !== same)] };
}

/** The served document without the entry `withInstanceServer` added: what openapi.json holds. */
export function withoutInstanceServer(document: OpenAPIObject): OpenAPIObject {
  const servers = (document.servers ?? []).filter(
    (server) => server.description !== INSTANCE_SERVER_DESCRIPTION,
  );
  return { ...document, servers };
}

function requestOrigin(req: Request): string | undefined {
  const host = req.host; // Express 5: with its port; X-Forwarded-Host only when the proxy is trusted
  if (!host || !HOST.test(host)) return undefined;
  const protocol = req.protocol === 'https' ? 'https' : 'http';
  return `${protocol}://${host.toLowerCase()}`;
}
