import type { BodyFrame } from './local/body-frame.ts';
import type { StudioTool } from '../../contracts/studio.ts';
import type {
  BodyParams,
  EditingParams,
  GarmentCategory,
  GenerationKey,
  HairstyleParams,
  TryOnParams,
  VideoParams,
} from '../../contracts/tools.ts';
import type { enTryOn } from '../../i18n/en/try-on.ts';
import type { ModelSwapParams, ProductToModelParams } from '../../contracts/product-to-model.ts';

/**
 * Phases a generation reports while it runs (spec §2.8): images go analysing → processing →
 * finalising; videos go composition → motion → rendering.
 */
export type EnginePhase =
  'analysing' | 'processing' | 'finalising' | 'composition' | 'motion' | 'rendering';

/** Progress of one generation; `fraction` of the whole job, 0 to 1, never going back. */
export type ProgressCallback = (phase: EnginePhase, fraction: number) => void;

/** What every engine call takes beside its inputs. */
export interface EngineCall {
  onProgress?: ProgressCallback;
  /** Aborting stops the work; a `TimeoutError` reason becomes EngineError('timeout'). */
  signal?: AbortSignal;
  /** The generation this call makes; remote engines key their durable requests on it. */
  generationId?: string;
  /**
   * Told of each call a remote provider took or refused, as soon as its outcome is known
   * (decision 066): the generation's cost is recorded from these, failovers and failures included.
   */
  onProviderCall?: (call: ProviderCall) => Promise<void>;
}

/**
 * One call to a remote provider and whether the provider bills it (decision 066). `requestId`
 * names an accepted request (a retried job reports the same one again); `images` and
 * `gpuSeconds` are what the provider reported, when it did.
 */
export interface ProviderCall {
  engine: 'fal' | 'replicate' | 'cog' | 'fashn';
  model: string;
  requestId?: string;
  outcome: 'ok' | 'failed' | 'cancelled' | 'not-accepted';
  billed: boolean;
  images?: number;
  gpuSeconds?: number;
}

/** One result file, as an engine returns it. */
export interface EngineOutput {
  data: Buffer;
  contentType: 'image/png' | 'image/jpeg' | 'image/webp' | 'video/mp4';
  width: number;
  height: number;
}

/**
 * Where a compositing engine put the garment (issue 41): its cut-out as placed, and a mask over
 * the result (1 where the garment shows, arms in front of it excluded), so the fidelity check
 * finds neither again.
 */
export interface GarmentPlacement {
  cutOut: { data: Buffer; width: number; height: number };
  mask: Uint8Array;
  /** The body the garment was placed on, in the result's pixels: the shape check's pose. */
  body: BodyFrame;
  /** The category the garment was placed as (`auto` read off its cut-out). */
  category: GarmentCategory;
  width: number;
  height: number;
}

export interface EngineResult extends EngineOutput {
  durationMs?: number;
  /** The local try-on's garment placement, for the fidelity check (decision 115). */
  garmentPlacement?: GarmentPlacement;
  /** The further images of a request for several samples (try-on `numSamples`, decision 064). */
  samples?: EngineOutput[];
  /** The remote model that made it, named in the result's content credentials. */
  model?: string;
  /** The engine that made it, when a failover chain chose one (decision 062). */
  engine?: string;
  /**
   * Called once the result is saved in our store: a remote engine deletes the request's data on
   * its side (decision 058). Best effort; it never fails the generation.
   */
  afterSaved?: () => Promise<void>;
}

/** Image inputs are JPEG, PNG or WebP bytes the API has already checked (spec §5). */
export interface TryOnInput extends EngineCall {
  model: Buffer;
  garment: Buffer;
  /** The options may be absent: generations stored before they existed keep FASHN's defaults. */
  params: Pick<TryOnParams, 'category'> & Partial<TryOnParams>;
}

export interface BodyGeneratorInput extends EngineCall {
  params: BodyParams;
  face?: Buffer;
}

export interface HairstyleInput extends EngineCall {
  portrait: Buffer;
  /** The user's painted mask, white where the hair is; any size, scaled to the portrait. */
  mask?: Buffer;
  params: HairstyleParams;
}

export interface HairstyleResult extends EngineResult {
  /** The hair mask the engine used (PNG, white = hair), after reshaping by style. */
  mask: Buffer;
}

export interface ImageEditingInput extends EngineCall {
  image: Buffer;
  params: EditingParams;
}

export interface ImageToVideoInput extends EngineCall {
  image: Buffer;
  params: VideoParams;
  /** Free-plan results carry the watermark in every frame. */
  watermark?: boolean;
}

/**
 * The model a product-to-model or model-swap call dresses (issue 42): a brand model's or a
 * sample's full-body photo, and the brand model's face reference for engines that keep an
 * identity (FASHN's `face_reference`). No photo: the engine picks a suitable model, which the
 * params' `prompt` may describe.
 */
export interface ModelReference {
  photo?: Buffer;
  faceReference?: Buffer;
}

/** A product photo alone (flat-lay, hanger, ghost mannequin or worn) → the product on a model. */
export interface ProductToModelInput extends EngineCall {
  product: Buffer;
  model: ModelReference;
  params: ProductToModelParams;
}

/** A photo of someone wearing the product → the same clothes on another model. */
export interface ModelSwapInput extends EngineCall {
  source: Buffer;
  model: ModelReference;
  params: ModelSwapParams;
}

/** What a submit asks of a tool, as the engine's capability check sees it (decision 060). */
export interface ToolRequest {
  params: Record<string, unknown>;
  /** A face photo was given (body generator). */
  face: boolean;
  /** A painted mask was given (hairstyle changer). */
  mask: boolean;
}

/** An option the configured model cannot honour: its request path and the model's id. */
export interface UnsupportedOption {
  option: string;
  model: string;
}

/** One function per tool: inputs in, a result file (or several samples) out. */
export interface Engine {
  name: string;
  /** The engine that makes a tool's results, when it is not `name` for every tool (a router). */
  nameFor?(tool: StudioTool): string;
  /**
   * The first option of a submit the model that would run it cannot use; checked before any
   * credit is held, so an option is refused (422), never silently dropped. Absent: all taken.
   */
  unsupportedOption?(tool: StudioTool, request: ToolRequest): UnsupportedOption | undefined;
  tryOn(input: TryOnInput): Promise<EngineResult>;
  bodyGenerator(input: BodyGeneratorInput): Promise<EngineResult>;
  hairstyle(input: HairstyleInput): Promise<HairstyleResult>;
  imageEditing(input: ImageEditingInput): Promise<EngineResult>;
  imageToVideo(input: ImageToVideoInput): Promise<EngineResult>;
  /** Issue 42: engines without a model for these throw EngineError('unsupported'). */
  productToModel(input: ProductToModelInput): Promise<EngineResult>;
  modelSwap(input: ModelSwapInput): Promise<EngineResult>;
  /** Loads what the first call would otherwise load (on-device models); resolves when done. */
  warmUp?(): Promise<void>;
}

/** The text an engine error shows: a generation message, or a try-on model photo refusal. */
export type EngineMessageKey =
  GenerationKey | Extract<keyof typeof enTryOn, `tryOn.check.${string}`>;

/**
 * `bad-input`, `unsupported` and `refused` fail the generation at once with a refund (retrying
 * would give the same answer; `refused` is a remote provider's final no: content policy, its
 * own error, a cancel or a timeout it was told about); `timeout` and `internal` are retried.
 */
export type EngineErrorCode = 'bad-input' | 'unsupported' | 'refused' | 'timeout' | 'internal';

const defaultMessages: Record<EngineErrorCode, GenerationKey> = {
  'bad-input': 'generation.engine.badInput',
  unsupported: 'generation.engine.unsupported',
  refused: 'generation.engine.providerFailed',
  timeout: 'generation.engine.timeout',
  internal: 'generation.engine.internal',
};

/**
 * A generation that failed, with a stable code and the dictionary key of the text to show.
 * @example throw new EngineError('unsupported', 'generation.engine.instructionUnknown');
 */
export class EngineError extends Error {
  readonly messageKey: EngineMessageKey;

  constructor(
    readonly code: EngineErrorCode,
    messageKey?: EngineMessageKey,
    options?: { cause?: unknown },
  ) {
    const key = messageKey ?? defaultMessages[code];
    super(key, options);
    this.name = 'EngineError';
    this.messageKey = key;
  }
}

/** Throws when the call was aborted: EngineError('timeout') for a timeout, else the reason. */
export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (!signal?.aborted) return;
  throw abortError(signal);
}

/** The error an aborted call ends with. */
export function abortError(signal: AbortSignal): unknown {
  const reason: unknown = signal.reason;
  if (reason instanceof Error && reason.name === 'TimeoutError') {
    return new EngineError('timeout', undefined, { cause: reason });
  }
  return reason;
}

/**
 * The model tools of an engine that has no model for them (fal, Replicate, Cog): GENERATION_ENGINES
 * never sends them there (env.ts `engineServes`), so reaching one is a configuration mistake.
 */
export const withoutModelTools: Pick<Engine, 'productToModel' | 'modelSwap'> = {
  productToModel: () => Promise.reject(new EngineError('unsupported')),
  modelSwap: () => Promise.reject(new EngineError('unsupported')),
};

/** The name of the engine that makes `tool`'s results ('local', 'fal', …). */
export function engineNameFor(engine: Engine, tool: StudioTool): string {
  return engine.nameFor?.(tool) ?? engine.name;
}

/** Whether an engine error ends the generation at once (with a refund) instead of a retry. */
export function failsAtOnce(error: unknown): error is EngineError {
  return (
    error instanceof EngineError &&
    (error.code === 'bad-input' || error.code === 'unsupported' || error.code === 'refused')
  );
}
