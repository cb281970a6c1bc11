import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import { ACCESS_POLICY } from '../src/common/access/access-policy.decorator';
import { createTestApp } from './support/test-app';

/** STYLE.md rule 5: every route states its scope or that it is public; default-deny otherwise. */
describe('route access policies', () => {
  it('every route declares a scope, a session requirement or that it is public', async () => {
    const app = await createTestApp();
    const controllers = [...app.get(ModulesContainer).values()].flatMap((module) => [
      ...module.controllers.values(),
    ]);
    const scanner = new MetadataScanner();
    const reflector = app.get(Reflector);
    const routes: string[] = [];
    const undeclared: string[] = [];

    for (const wrapper of controllers) {
      const controller = wrapper.metatype as (new (...args: never[]) => object) | undefined;
      if (!controller) continue;
      const prototype = controller.prototype as Record<string, (...args: unknown[]) => unknown>;
      for (const methodName of scanner.getAllMethodNames(prototype)) {
        const handler = prototype[methodName];
        if (!handler || Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
        const verb = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
        const route = `${verb} /${String(Reflect.getMetadata(PATH_METADATA, controller))}/${String(Reflect.getMetadata(PATH_METADATA, handler))}`;
        routes.push(route);
        if (!reflector.getAllAndOverride(ACCESS_POLICY, [handler, controller]))
          undeclared.push(route);
      }
    }
    await app.close();

    expect(routes.length).toBeGreaterThan(5);
    expect(undeclared).toEqual([]);
  });
});
