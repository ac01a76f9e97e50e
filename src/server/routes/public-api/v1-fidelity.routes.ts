import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { studioUploadLimits } from '../../../contracts/studio.ts';
import { tryOnCategories } from '../../../contracts/tools.ts';
import type { AppDeps } from '../../app-deps.ts';
import { apiTokenAuth, type ApiBindings } from '../../http/api-token-auth.ts';
import { readFileParts } from '../../http/read-file-parts.ts';
import type { FileBodyLimit } from '../../http/size-limits.ts';
import { checkPairFidelity } from '../../services/public-api/check-pair-fidelity.ts';
import { errorResponses, success } from './v1-error-responses.ts';
import { operationExamples } from './v1-examples.ts';
import { fidelityAnswerSchema, fidelityFieldsSchema } from './v1-schemas.ts';

const maxFileBytes = studioUploadLimits.maxFileBytes;
const pictures = ['product', 'result'] as const;

/** Two images at their limit, with room for the multipart framing. */
export const FIDELITY_BODY: FileBodyLimit = {
  bodyBytes: pictures.length * maxFileBytes + 1024 * 1024,
  fileBytes: maxFileBytes,
};

const picture = (description: string) => ({
  type: 'string' as const,
  format: 'binary',
  description: `${description} JPEG, PNG or WebP by its content, up to ${maxFileBytes / 1024 / 1024} MB and ${studioUploadLimits.maxPixels / 1_000_000} megapixels.`,
});

/** The body as JSON Schema: documented only, since the handler reads the multipart body. */
const fidelityFormSchema = {
  type: 'object' as const,
  required: [...pictures],
  additionalProperties: false,
  properties: {
    product: picture('The product photo: the garment alone (flat-lay, ghost mannequin) or worn.'),
    result: picture(
      'The picture that claims to show the product: a try-on result, ours or made elsewhere.',
    ),
    category: {
      type: 'string' as const,
      enum: [...tryOnCategories] as string[],
      default: 'auto',
      description:
        'Where the garment is on the person in `result`; `auto` (the default) reads it off the product photo’s shape.',
      example: 'tops',
    },
  },
};

/**
 * `POST /v1/fidelity` (issue 41): the garment fidelity report of any pair of pictures. Free and
 * nothing is kept, but like every /v1 call it needs a token and counts against the token's
 * requests per minute; it belongs to the try-on, so the token must hold `virtual-tryon`.
 */
export function v1FidelityRoutes(app: OpenAPIHono<ApiBindings>, deps: AppDeps) {
  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/fidelity',
      operationId: 'check-fidelity',
      tags: ['Fidelity'],
      summary: 'Check a result against its product photo',
      description:
        'Compares the garment in `result` with the one in `product` (colour and pattern) and answers the report a try-on job carries as `fidelity`, for any pair: a result of this service or one made elsewhere. The garment is found in the result by the person’s pose and outline. Needs a token with the virtual-tryon service; costs no credits, and neither picture is kept. Takes about a second.',
      security: [{ apiToken: [] }],
      middleware: [apiTokenAuth(deps, 'check-fidelity', 'virtual-tryon')] as const,
      request: {
        body: {
          content: { 'multipart/form-data': { schema: fidelityFormSchema } },
          required: true,
        },
      },
      responses: {
        200: success(fidelityAnswerSchema, 'The report.'),
        ...errorResponses('check-fidelity'),
      },
      'x-codeSamples': operationExamples.fidelity,
    }),
    async (c) => {
      const { files, fields } = await readFileParts(
        c,
        pictures,
        fidelityFieldsSchema,
        maxFileBytes,
      );
      const [product, result] = await Promise.all(
        pictures.map(async (name) => Buffer.from(await files[name].file.arrayBuffer())),
      );
      const fidelity = await checkPairFidelity({
        product: product!,
        result: result!,
        category: fields.category,
      });
      return c.json({ fidelity }, 200);
    },
  );
}
