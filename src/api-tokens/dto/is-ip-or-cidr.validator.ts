import {
  ValidatorConstraint,
  ValidatorConstraintInterface,
  ValidationArguments,
} from 'class-validator';
import { parseAllowedIp } from '../ip-allowlist';

@ValidatorConstraint({ name: 'isIpOrCidr' })
export class IsIpOrCidr implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && parseAllowedIp(value) !== undefined;
  }

  defaultMessage(args: ValidationArguments): string {
    return `${args.property} must contain IP addresses or CIDR ranges`;
  }
}
