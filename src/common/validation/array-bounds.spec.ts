import { plainToInstance, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, IsString, ValidateNested } from 'class-validator';
import { createValidationPipe } from './validation.pipe';
import { findArraysForObjects, findOversizedArrays } from './array-bounds';

class Command {
  @IsString()
  name!: string;
}

class Skill {
  @IsArray()
  @ArrayMaxSize(3)
  @ValidateNested({ each: true })
  @Type(() => Command)
  commands!: Command[];
}

class Runtime {
  @IsString()
  model!: string;
}

class AgentBody {
  @IsArray()
  @ArrayMaxSize(5)
  @ValidateNested({ each: true })
  @Type(() => Skill)
  skills!: Skill[];

  @IsOptional()
  @ValidateNested()
  @Type(() => Runtime)
  runtime?: Runtime;
}

describe('findOversizedArrays', () => {
  it('names an oversized array, nested ones included, without looking at its items', () => {
    const top = plainToInstance(AgentBody, { skills: new Array(6).fill({ commands: 'no' }) });
    expect(findOversizedArrays(top)).toEqual([
      expect.objectContaining({ property: 'skills', constraints: expect.any(Object) as object }),
    ]);
    const nested = plainToInstance(AgentBody, {
      skills: [{ commands: [] }, { commands: [{}, {}, {}, {}] }],
    });
    const [error] = findOversizedArrays(nested);
    expect(error.property).toBe('skills');
    expect(error.children?.[0].property).toBe('1');
    expect(error.children?.[0].children?.[0].constraints).toEqual({
      arrayMaxSize: 'skills.1.commands must contain no more than 3 elements',
    });
  });

  it('finds nothing in arrays within their bounds', () => {
    const ok = plainToInstance(AgentBody, { skills: [{ commands: [{ name: 'a' }] }] });
    expect(findOversizedArrays(ok)).toEqual([]);
  });
});

describe('findArraysForObjects', () => {
  it('names an array given for one nested object, and an array item of a list of objects', () => {
    const single = plainToInstance(AgentBody, { skills: [], runtime: [] });
    expect(findArraysForObjects(single)).toEqual([
      expect.objectContaining({
        property: 'runtime',
        constraints: { isObject: 'runtime must be an object' },
      }),
    ]);
    const [error] = findArraysForObjects(
      plainToInstance(AgentBody, { skills: [{ commands: [[{ name: 'a' }]] }] }),
    );
    expect(error.children?.[0].children?.[0].children?.[0].constraints).toEqual({
      isObject: 'skills.0.commands.0 must be an object',
    });
  });

  it('finds nothing in well-shaped bodies', () => {
    const ok = plainToInstance(AgentBody, { skills: [{ commands: [] }], runtime: { model: 'm' } });
    expect(findArraysForObjects(ok)).toEqual([]);
  });
});

describe('the global validation pipe', () => {
  const pipe = createValidationPipe();
  const refusal = async (body: unknown) => {
    try {
      await pipe.transform(body, { type: 'body', metatype: AgentBody });
    } catch (error) {
      return error as { status: number; message: string; details: unknown[] };
    }
    throw new Error('expected a refusal');
  };

  it('answers an oversized array with one detail, not one per item', async () => {
    const error = await refusal({ skills: new Array(1000).fill({}) });
    expect(error.status).toBe(400);
    expect(error.details).toEqual([
      {
        field: 'skills',
        message: 'skills must contain no more than 5 elements',
        code: 'too_big',
      },
    ]);
  });

  it('refuses an array where one object belongs, which class-validator alone accepts', async () => {
    for (const body of [{ skills: [], runtime: [] }, { skills: [[]] }]) {
      const error = await refusal(body);
      expect(error.details).toEqual([expect.objectContaining({ code: 'invalid_type' })]);
    }
  });

  it('lists at most 20 details and counts the rest in the message', async () => {
    const error = await refusal({
      skills: new Array(5).fill({ commands: [{}, {}, {}] }),
      ...Object.fromEntries(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((key) => [key, 1])),
    });
    expect(error.details).toHaveLength(20);
    expect(error.message).toMatch(/\(and 2 more problems not listed\)$/);
  });
});
