import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { AgentCardView } from './agent.view';

@ApiSchema({ name: 'AgentChildLink' })
export class AgentChildLinkDto {
  @ApiProperty({
    format: 'uuid',
    maxLength: 100,
    description: 'An agent of this team to make a direct sub-agent',
  })
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  childAgentId: string;
}

@ApiSchema({ name: 'AgentEdge' })
export class AgentEdgeView {
  @ApiProperty({ format: 'uuid' })
  parentAgentId: string;

  // No uuid format: unlink is idempotent and echoes any child id, a malformed one included.
  @ApiProperty({
    description: 'The child id; an unlink that names no edge echoes it as given in the path',
  })
  childAgentId: string;

  @ApiProperty({ description: 'Whether the edge exists after the call' })
  linked: boolean;

  @ApiProperty({ description: 'False when the call found the edge already in that state' })
  changed: boolean;
}

@ApiSchema({ name: 'AgentChild' })
export class AgentChildView extends AgentCardView {
  @ApiProperty({ format: 'date-time' })
  linkedAt: string;
}
