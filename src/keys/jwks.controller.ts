import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/access/access-policy.decorator';
import { InternalError } from '../common/errors/domain-error';
import { ApiErrors } from '../common/openapi/api-errors.decorator';
import { DocumentedRateLimit } from '../common/rate-limit/rate-limit.decorator';
import { KeyUnavailableError } from './key-errors';
import { Jwks, JWKS_CACHE_SECONDS, SigningKeysService } from './signing-keys.service';

@ApiTags('Keys')
@Controller('.well-known')
export class JwksController {
  constructor(private readonly signingKeys: SigningKeysService) {}

  @Get('jwks.json')
  @Public()
  // No budget: public keys from a cache in memory, cheaper to serve than to count (as /health).
  @DocumentedRateLimit('none')
  @Header('Cache-Control', `public, max-age=${JWKS_CACHE_SECONDS}`)
  @ApiOperation({
    summary: 'JSON Web Key Set with the RS256 public keys that verify issued access tokens',
    description: 'Served from a 5-minute cache. During a rotation the previous key is listed too.',
  })
  @ApiOkResponse({
    schema: {
      type: 'object',
      properties: {
        keys: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              kty: { type: 'string', example: 'RSA' },
              kid: { type: 'string' },
              alg: { type: 'string', example: 'RS256' },
              use: { type: 'string', example: 'sig' },
              n: { type: 'string' },
              e: { type: 'string' },
            },
          },
        },
      },
    },
  })
  @ApiErrors(InternalError)
  async jwks(): Promise<Jwks> {
    try {
      return await this.signingKeys.jwks();
    } catch (error) {
      // The spec's one error of this route is the 500; a lost database keeps it too (the
      // exceptions filter, keepsInternalError).
      if (error instanceof KeyUnavailableError)
        throw new InternalError('The signing key set cannot be read');
      throw error;
    }
  }
}
