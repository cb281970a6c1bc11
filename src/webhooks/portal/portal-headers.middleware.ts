import { Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

/**
 * The page holds a credential and shows what others wrote (event data, receivers' answers), so
 * nothing but this origin's own files may run, be styled or be fetched, nothing may frame it, and
 * no address leaves it in a Referer (docs/webhooks-portal.md).
 */
export const PORTAL_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Every answer under /portal: the page, its bundle and its API (which is never cached). */
@Injectable()
export class PortalHeaders implements NestMiddleware {
  use(req: Request, res: Response, next: NextFunction): void {
    res.setHeader('Content-Security-Policy', PORTAL_CONTENT_SECURITY_POLICY);
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    if (req.originalUrl.startsWith('/portal/api/')) res.setHeader('Cache-Control', 'no-store');
    next();
  }
}
