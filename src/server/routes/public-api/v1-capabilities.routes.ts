import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { studioTools } from '../../../contracts/studio.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { ApiBindings } from '../../http/api-token-auth.ts';
import { readEngineCapabilities } from '../../services/public-api/engine-capabilities.ts';
import { errorResponses, success } from './v1-error-responses.ts';
import { publicVersion } from './v1-versioning.ts';

const optionValue = z.union([z.string(), z.number(), z.boolean()]);

const optionSchema = z
  .object({
    name: z.string().openapi({
      description: 'The option’s request path, as a 422 `option_not_supported` names it.',
      example: 'params.mode',
    }),
    takes: z.enum(['some', 'none']).openapi({
      description:
        '`some`: only the `accepted` values (leaving the option out always works); `none`: leave the option out.',
    }),
    accepted: z
      .array(optionValue)
      .optional()
      .openapi({ example: ['balanced'] }),
    refused: z
      .array(optionValue)
      .optional()
      .openapi({ example: ['fast', 'quality'] }),
    model: z.string().openapi({
      description: 'The model that refuses them, as the 422 names it.',
      example: 'local',
    }),
  })
  .openapi('OptionCapability');

export const capabilitiesSchema = z
  .object({
    services: z.array(
      z
        .object({
          service: z.enum(studioTools),
          engine: z.string().openapi({
            description:
              'The engine that makes this service’s results here: `local` (the demo engine), `fal`, `fashn`, `replicate` or `cog`.',
            example: 'local',
          }),
          options: z.array(optionSchema).openapi({
            description:
              'The options this engine refuses, in whole or for some values. Any option not listed takes every value the service’s schema allows.',
          }),
        })
        .openapi('ServiceCapabilities'),
    ),
  })
  .openapi('Capabilities');

const curl = (source: string) => [{ lang: 'Shell', label: 'curl', source }];

/**
 * `GET /v1/capabilities` (issue 45): what each service's configured engine takes, so an option
 * the engine would refuse at submit (422 `option_not_supported`) is known before the first job.
 * Public like the document: it says nothing about an account.
 */
export function v1CapabilitiesRoutes(app: OpenAPIHono<ApiBindings>, deps: AppDeps) {
  // The engines are fixed at start: the answer is read once.
  let answer: z.infer<typeof capabilitiesSchema> | undefined;
  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/capabilities',
      operationId: 'get-capabilities',
      tags: ['Capabilities'],
      summary: 'What each service’s engine takes',
      description:
        'For this deployment, each service’s engine and the options it refuses: on the demo engine (`local`) a try-on takes only the default `mode` (`balanced`), `garmentPhotoType` (`auto`) and `numSamples` (1) and no `seed`, and product to model cannot paint a `scene` background. A submit that sets a refused option answers 422 `option_not_supported` before anything is held; this answer is read off the same check. Image editing on the demo engine also reads a prompt only for the edits it knows (422 `instruction_not_understood`). Public: no token needed.',
      security: [],
      middleware: [publicVersion] as const,
      responses: {
        200: success(capabilitiesSchema, 'Each service, its engine and the options it refuses.'),
        ...errorResponses('get-capabilities'),
      },
      'x-codeSamples': curl('curl "$KIEU_API/v1/capabilities"'),
    }),
    (c) => {
      answer ??= { services: readEngineCapabilities(deps.engine) };
      return c.json(answer, 200);
    },
  );
}
