import type { INestApplication, Type } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ModulesContainer } from '@nestjs/core';
import { plainToInstance } from 'class-transformer';

/** The DTO classes the global pipe validates for one operation. */
export interface RequestDtos {
  /** As the document names it: `<Controller without "Controller">_<method>`. */
  operationId: string;
  body?: Type<unknown>;
  query?: Type<unknown>;
}

interface RouteArgument {
  index: number;
  data?: unknown;
}

/**
 * Every handler's whole-body (`@Body()`) and whole-query (`@Query()`) DTO, read from the route
 * metadata Nest dispatches with; a named argument (`@Query('token')`) is no DTO and is left out.
 */
export function requestDtos(app: INestApplication): RequestDtos[] {
  const found: RequestDtos[] = [];
  for (const module of app.get(ModulesContainer, { strict: false }).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type<unknown> | null;
      if (!controller) continue;
      for (const method of Object.getOwnPropertyNames(controller.prototype)) {
        const args = Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) as
          Record<string, RouteArgument> | undefined;
        if (!args) continue;
        const types = (Reflect.getMetadata('design:paramtypes', controller.prototype, method) ??
          []) as unknown[];
        const dtoOf = (kind: RouteParamtypes): Type<unknown> | undefined => {
          const entry = Object.entries(args).find(
            ([key, arg]) => key.startsWith(`${kind}:`) && arg.data === undefined,
          );
          const type = entry ? types[entry[1].index] : undefined;
          return isDtoClass(type) ? type : undefined;
        };
        found.push({
          operationId: `${controller.name.replace(/Controller$/, '')}_${method}`,
          body: dtoOf(RouteParamtypes.BODY),
          query: dtoOf(RouteParamtypes.QUERY),
        });
      }
    }
  }
  return found;
}

function isDtoClass(type: unknown): type is Type<unknown> {
  return (
    typeof type === 'function' &&
    ![Object, String, Number, Boolean, Array].includes(type as ObjectConstructor)
  );
}

/**
 * The class a nested property is validated as: the one class-transformer makes of it (its
 * `@Type`), found by letting it transform a placeholder, as the pipe's transform step does.
 */
export function nestedClassOf(
  dto: Type<unknown>,
  property: string,
  isArray: boolean,
): Type<unknown> | undefined {
  const made = plainToInstance(dto, { [property]: isArray ? [{}] : {} }) as Record<string, unknown>;
  const value = made[property];
  const nested: unknown = isArray && Array.isArray(value) ? value[0] : value;
  const type = (nested as object | undefined)?.constructor;
  return type && type !== Object ? (type as Type<unknown>) : undefined;
}
