// Generated from GET /v1/openapi.json by packages/sdk-ts/scripts/generate.ts: do not edit.
// Regenerate: npx tsx packages/sdk-ts/scripts/generate.ts

/** A job ended with a result. The result’s signed links are not in the event (they expire): read the job for fresh ones. */
export type JobSucceededEvent = {
  /** The delivery’s id, the same as the `Kieu-Delivery` header: the same on every retry of one delivery, so keep it to ignore a repeat. */
  id: string;
  /** The event, the same as the `Kieu-Event` header. */
  type: 'job.succeeded';
  /** When the event happened (not when this attempt was sent). */
  created_at: string;
  data: {
    /** Read it with `GET /v1/jobs/{id}`. */
    job_id: string;
    service:
      | 'virtual-tryon'
      | 'body-generator'
      | 'hairstyle-changer'
      | 'image-to-video'
      | 'image-editing'
      | 'product-to-model'
      | 'model-swap';
    status: 'succeeded';
    error: null;
    completed_at: string | null;
    /** The garment fidelity report of a result that shows a garment, as `fidelity` of `GET /v1/jobs/{id}`: act on a `fail` without reading the job. Null for other services. */
    fidelity: {
      verdict: 'pass' | 'warn' | 'fail';
      checks: Array<{
        kind: 'colour' | 'pattern' | 'shape' | 'identity';
        verdict: 'pass' | 'warn' | 'fail';
        score: number | null;
        thresholds: {
          warn: number;
          fail: number;
        };
        reason:
          | 'colour-match'
          | 'colour-shifted'
          | 'colour-far'
          | 'pattern-match'
          | 'pattern-changed'
          | 'pattern-far'
          | 'print-changed'
          | 'print-missing'
          | 'shape-match'
          | 'length-changed'
          | 'length-far'
          | 'sleeves-changed'
          | 'sleeves-far'
          | 'body-missing'
          | 'identity-match'
          | 'identity-changed'
          | 'identity-different'
          | 'face-missing'
          | 'region-missing'
          | 'region-too-small'
          | 'check-unavailable';
        details?: {
          [key: string]: number;
        };
      }>;
      version: 1;
    } | null;
  };
};

/** A job failed; its credits were given back. */
export type JobFailedEvent = {
  /** The delivery’s id, the same as the `Kieu-Delivery` header: the same on every retry of one delivery, so keep it to ignore a repeat. */
  id: string;
  /** The event, the same as the `Kieu-Event` header. */
  type: 'job.failed';
  /** When the event happened (not when this attempt was sent). */
  created_at: string;
  data: {
    /** Read it with `GET /v1/jobs/{id}`. */
    job_id: string;
    service:
      | 'virtual-tryon'
      | 'body-generator'
      | 'hairstyle-changer'
      | 'image-to-video'
      | 'image-editing'
      | 'product-to-model'
      | 'model-swap';
    status: 'failed';
    /** Why the job failed, as `error` of `GET /v1/jobs/{id}`. */
    error: {
      /** Why it failed: a photo the service cannot use (no_person, not_full_body, pose_not_supported, no_garment, no_face, face_too_small, face_turned), content_policy, invalid_input, unsupported, or timeout and engine_failed on our side. */
      code:
        | 'no_person'
        | 'not_full_body'
        | 'pose_not_supported'
        | 'no_garment'
        | 'no_face'
        | 'face_too_small'
        | 'face_turned'
        | 'content_policy'
        | 'invalid_input'
        | 'unsupported'
        | 'timeout'
        | 'engine_failed';
      /** Whether the same request may succeed if submitted again (true for timeout and engine_failed); the failed job’s credits were given back either way. */
      retryable: boolean;
      /** In the language of the job’s owner. */
      message: string;
    };
    completed_at: string | null;
    fidelity: null;
  };
};

/** A job was cancelled, by `POST /v1/jobs/{id}/cancel` or its `Cancel-After` deadline; its credits were given back. */
export type JobCancelledEvent = {
  /** The delivery’s id, the same as the `Kieu-Delivery` header: the same on every retry of one delivery, so keep it to ignore a repeat. */
  id: string;
  /** The event, the same as the `Kieu-Event` header. */
  type: 'job.cancelled';
  /** When the event happened (not when this attempt was sent). */
  created_at: string;
  data: {
    /** Read it with `GET /v1/jobs/{id}`. */
    job_id: string;
    service:
      | 'virtual-tryon'
      | 'body-generator'
      | 'hairstyle-changer'
      | 'image-to-video'
      | 'image-editing'
      | 'product-to-model'
      | 'model-swap';
    status: 'cancelled';
    error: null;
    completed_at: string | null;
    fidelity: null;
  };
};

/** Every job of a batch has ended. Its jobs and their result links are not in the event: read the batch. */
export type BatchCompletedEvent = {
  /** The delivery’s id, the same as the `Kieu-Delivery` header: the same on every retry of one delivery, so keep it to ignore a repeat. */
  id: string;
  /** The event, the same as the `Kieu-Event` header. */
  type: 'batch.completed';
  /** When the event happened (not when this attempt was sent). */
  created_at: string;
  data: {
    /** Read it with `GET /v1/batches/{id}`. */
    batch_id: string;
    status: 'completed';
    counts: BatchCounts;
    completed_at: string | null;
  };
};

export type BatchCounts = {
  total: number;
  processing: number;
  succeeded: number;
  failed: number;
  cancelled: number;
};

/** An export’s ZIP is ready. Its signed, expiring link is not in the event: read the export. */
export type ExportReadyEvent = {
  /** The delivery’s id, the same as the `Kieu-Delivery` header: the same on every retry of one delivery, so keep it to ignore a repeat. */
  id: string;
  /** The event, the same as the `Kieu-Event` header. */
  type: 'export.ready';
  /** When the event happened (not when this attempt was sent). */
  created_at: string;
  data: {
    /** Read it with `GET /v1/exports/{id}`. */
    export_id: string;
    status: 'ready';
    preset: 'shopee' | 'tiktok-shop' | 'lazada' | 'original';
    file_count: number | null;
    completed_at: string | null;
  };
};

/** Sent only by `POST /v1/webhooks/test`, to check a receiver; `data` is empty. */
export type WebhookTestEvent = {
  /** The delivery’s id, the same as the `Kieu-Delivery` header: the same on every retry of one delivery, so keep it to ignore a repeat. */
  id: string;
  /** The event, the same as the `Kieu-Event` header. */
  type: 'webhook.test';
  /** When the event happened (not when this attempt was sent). */
  created_at: string;
  data: Record<string, never>;
};

export type SubmittedJob = {
  job: Job;
  balance: number;
};

/** A generation submitted through the API. Result links are signed and expire; read the job again for fresh ones. */
export type Job = {
  id: string;
  service:
    | 'virtual-tryon'
    | 'body-generator'
    | 'hairstyle-changer'
    | 'image-to-video'
    | 'image-editing'
    | 'product-to-model'
    | 'model-swap';
  /** queued, then processing, then one final status: succeeded, failed, or cancelled (by `POST /v1/jobs/{id}/cancel` or its `Cancel-After` deadline; its credits were given back). */
  status: 'queued' | 'processing' | 'succeeded' | 'failed' | 'cancelled';
  phase:
    'queued' | 'analysing' | 'processing' | 'finalising' | 'composition' | 'motion' | 'rendering';
  progress: number;
  /** Credits this job costs. */
  credits: number;
  engine: string | null;
  params: {
    [key: string]: unknown;
  };
  result: {
    /** Signed link to the result file. */
    url: string;
    thumbnail_url: string | null;
    media_type: 'image' | 'video';
    bytes: number | null;
    /** With `return_base64` on the submit, on GET /v1/jobs/{id} only: the result file itself as a `data:<type>;base64,` URI, when it is at most 1 MB. Absent past that size; `url` works either way. */
    data_uri?: string;
    /** The further images of a try-on submitted with `numSamples` above 1, after `url`: one per sample, each charged like the first. Each carries `data_uri` under the same rule as the result’s. */
    samples: Array<{
      url: string;
      thumbnail_url: string | null;
      data_uri?: string;
    }>;
    /** When `url`, `thumbnail_url` and the samples’ links stop working (15 minutes after the read by default); a link past it answers 403 `link_expired`. Read the job again for fresh links: every read signs new ones while the result is kept, which is, counted from the job’s creation, per plan: free 30 days, basic 90 days, starter 90 days, pro 180 days, professional 180 days, premium 365 days, enterprise 730 days. */
    expires_at: string;
  } | null;
  error: {
    /** Why it failed: a photo the service cannot use (no_person, not_full_body, pose_not_supported, no_garment, no_face, face_too_small, face_turned), content_policy, invalid_input, unsupported, or timeout and engine_failed on our side. */
    code:
      | 'no_person'
      | 'not_full_body'
      | 'pose_not_supported'
      | 'no_garment'
      | 'no_face'
      | 'face_too_small'
      | 'face_turned'
      | 'content_policy'
      | 'invalid_input'
      | 'unsupported'
      | 'timeout'
      | 'engine_failed';
    /** Whether the same request may succeed if submitted again (true for timeout and engine_failed); the failed job’s credits were given back either way. */
    retryable: boolean;
    /** In the language of the job’s owner. */
    message: string;
  } | null;
  /** For a result that shows a garment (a try-on, a catalogue cell, product to model, model swap): how it compares with the product photo (for a model swap, the garment as worn in the source photo). `verdict` is the worst of the `checks` (`colour`: CIEDE2000 colour difference of the garment’s dominant colours; `pattern`: texture difference of its pattern and print); each check has its `score`, its `thresholds` (`warn` and `fail`, higher is worse) and a `reason` code. A garment the check could not find gives `warn`, never `pass`. Null for other services and until the job succeeds. */
  fidelity: {
    verdict: 'pass' | 'warn' | 'fail';
    checks: Array<{
      kind: 'colour' | 'pattern' | 'shape' | 'identity';
      verdict: 'pass' | 'warn' | 'fail';
      score: number | null;
      thresholds: {
        warn: number;
        fail: number;
      };
      reason:
        | 'colour-match'
        | 'colour-shifted'
        | 'colour-far'
        | 'pattern-match'
        | 'pattern-changed'
        | 'pattern-far'
        | 'print-changed'
        | 'print-missing'
        | 'shape-match'
        | 'length-changed'
        | 'length-far'
        | 'sleeves-changed'
        | 'sleeves-far'
        | 'body-missing'
        | 'identity-match'
        | 'identity-changed'
        | 'identity-different'
        | 'face-missing'
        | 'region-missing'
        | 'region-too-small'
        | 'check-unavailable';
      details?: {
        [key: string]: number;
      };
    }>;
    version: 1;
  } | null;
  /** For a try-on, a product to model and a model swap: the garment category used, and where it came from. Null for other services. */
  category: {
    /** The garment category the job ran with. Null while `source` is `detected` and the engine has not said it, and for good on an engine that reads it off the photo on its own. */
    used: 'dresses' | 'tops' | 'bottoms' | 'outerwear' | 'ao-dai' | 'ao-ba-ba' | null;
    /** `request`: the `category` you sent. `upload`: you sent `auto` and the garment upload has a stored `category` (POST /v1/uploads), which was used. `detected`: you sent `auto` and the garment upload has none, so it was read off the photo. */
    source: 'request' | 'upload' | 'detected';
  } | null;
  webhook_url: string | null;
  created_at: string;
  completed_at: string | null;
};

export type VirtualTryOnJob = {
  /** The input images by role, each an upload id, an https URL or a data URI. An image given by URL or data URI is an upload: checked by its content like one (JPEG, PNG or WebP, up to 10 MB and 40 megapixels), counted against the account’s uploads and storage, and kept in the assets library only when the job is accepted; if the submit is refused for any reason, nothing is stored, charged or queued. An upload id given as `person`, `face` or `source` must carry a consent record (a `source` without one is accepted when no person or face is seen in it). */
  inputs: {
    person?: string;
    clothing: string;
  };
  /** The person is `inputs.person` (a photo with consent) or `model`: one of your models (its `id` from `GET /v1/models`, ready and not retired) or a sample model (`model-lan` …); one of the two is needed, both at once is 422. A try-on on one of your models, named by `model` or by its own photo as `inputs.person`, records the model and, when it has a face reference, checks the result’s face against it. */
  params: {
    model?: string;
    category: 'dresses' | 'tops' | 'bottoms' | 'outerwear' | 'ao-dai' | 'ao-ba-ba' | 'auto';
    mode?: 'fast' | 'balanced' | 'quality';
    garmentPhotoType?: 'auto' | 'flat-lay' | 'model';
    seed?: number;
    numSamples?: number;
  };
  /** Told of the outcome with a signed POST (Kieu-Signature). */
  webhook_url?: string;
  /** Required when an input other than `clothing` is a URL or a data URI, or when a person or a face is seen in a `clothing` given that way, as on POST /v1/uploads: subject (the person in the photo agreed) or self (it is you). Recorded with each such input that shows a person. */
  consent?: 'subject' | 'self';
  /** Default false. When true, GET /v1/jobs/{id} of the finished job also carries each result of at most 1 MB as `result.data_uri` (and each sample’s `data_uri`). */
  return_base64?: boolean;
};

export type BodyGeneratorJob = {
  /** The input images by role, each an upload id, an https URL or a data URI. An image given by URL or data URI is an upload: checked by its content like one (JPEG, PNG or WebP, up to 10 MB and 40 megapixels), counted against the account’s uploads and storage, and kept in the assets library only when the job is accepted; if the submit is refused for any reason, nothing is stored, charged or queued. An upload id given as `person`, `face` or `source` must carry a consent record (a `source` without one is accepted when no person or face is seen in it). */
  inputs: {
    face?: string;
  };
  params: {
    gender: 'male' | 'female';
    height: number;
    weight: number;
    age: number;
    skinTone: 'very-light' | 'light' | 'medium' | 'tan' | 'brown' | 'dark';
    bodyType:
      | 'ectomorph'
      | 'mesomorph'
      | 'endomorph'
      | 'slim'
      | 'average'
      | 'curvy'
      | 'athletic'
      | 'muscular';
    prompt?: string;
    hints?: string;
    aspectRatio?: '1:1' | '3:4' | '4:3' | '9:16' | '16:9';
  };
  /** Told of the outcome with a signed POST (Kieu-Signature). */
  webhook_url?: string;
  /** Required when an input other than `clothing` is a URL or a data URI, or when a person or a face is seen in a `clothing` given that way, as on POST /v1/uploads: subject (the person in the photo agreed) or self (it is you). Recorded with each such input that shows a person. */
  consent?: 'subject' | 'self';
  /** Default false. When true, GET /v1/jobs/{id} of the finished job also carries each result of at most 1 MB as `result.data_uri` (and each sample’s `data_uri`). */
  return_base64?: boolean;
};

export type HairstyleChangerJob = {
  /** The input images by role, each an upload id, an https URL or a data URI. An image given by URL or data URI is an upload: checked by its content like one (JPEG, PNG or WebP, up to 10 MB and 40 megapixels), counted against the account’s uploads and storage, and kept in the assets library only when the job is accepted; if the submit is refused for any reason, nothing is stored, charged or queued. An upload id given as `person`, `face` or `source` must carry a consent record (a `source` without one is accepted when no person or face is seen in it). */
  inputs: {
    person: string;
  };
  params: {
    styleId:
      | 'straight-layer'
      | 'curly-loose'
      | 'short-layer'
      | 'modern-bob'
      | 'mullet-layer'
      | 'hime'
      | 'pixie'
      | 'c-curl'
      | 'noodle-curls'
      | 'middle-part'
      | 'undercut'
      | 'side-part'
      | 'mullet'
      | 'short-quiff'
      | 'pompadour'
      | 'layer'
      | 'crew-cut'
      | 'two-block'
      | 'french-crop'
      | 'mohican';
    gender?: 'female' | 'male';
    /** One of the named colours, or any colour as `#rrggbb`. */
    hairColor:
      | 'black'
      | 'dark-brown'
      | 'brown'
      | 'light-brown'
      | 'blonde'
      | 'platinum'
      | 'auburn'
      | 'red'
      | 'copper'
      | 'pink'
      | 'purple'
      | 'blue'
      | 'grey'
      | string;
    prompt?: string;
  };
  /** Hair to change, white on black, as a PNG data URL. */
  mask?: string;
  /** Told of the outcome with a signed POST (Kieu-Signature). */
  webhook_url?: string;
  /** Required when an input other than `clothing` is a URL or a data URI, or when a person or a face is seen in a `clothing` given that way, as on POST /v1/uploads: subject (the person in the photo agreed) or self (it is you). Recorded with each such input that shows a person. */
  consent?: 'subject' | 'self';
  /** Default false. When true, GET /v1/jobs/{id} of the finished job also carries each result of at most 1 MB as `result.data_uri` (and each sample’s `data_uri`). */
  return_base64?: boolean;
};

export type ImageToVideoJob = {
  /** The input images by role, each an upload id, an https URL or a data URI. An image given by URL or data URI is an upload: checked by its content like one (JPEG, PNG or WebP, up to 10 MB and 40 megapixels), counted against the account’s uploads and storage, and kept in the assets library only when the job is accepted; if the submit is refused for any reason, nothing is stored, charged or queued. An upload id given as `person`, `face` or `source` must carry a consent record (a `source` without one is accepted when no person or face is seen in it). */
  inputs: {
    source: string;
  };
  /** Each model renders only some durations and resolutions; any other is refused with 422 `validation_failed` naming `params.duration` or `params.resolution`:
   *
   * - `seedance_v1`: 5 s, 10 s; 480p, 1080p
   * - `veo_v2`: 5 s, 8 s; 1080p
   * - `veo3`: 8 s; 1080p
   * - `hailuo_v2`: 5 s, 8 s, 10 s; 480p, 1080p
   * - `kling_v2.1`: 5 s, 10 s; 480p, 1080p */
  params: {
    prompt?: string;
    motionStyle?: 'subtle' | 'natural' | 'dramatic';
    duration?: 5 | 8 | 10;
    resolution?: '480p' | '1080p';
    aspect?: 'source' | '9:16' | '1:1' | '16:9';
    fixCamera?: boolean;
    cfgScale?: number;
    promptOptimizer?: boolean;
    generateAudio?: boolean;
    model?: 'seedance_v1' | 'veo_v2' | 'veo3' | 'hailuo_v2' | 'kling_v2.1';
  };
  /** Told of the outcome with a signed POST (Kieu-Signature). */
  webhook_url?: string;
  /** Required when an input other than `clothing` is a URL or a data URI, or when a person or a face is seen in a `clothing` given that way, as on POST /v1/uploads: subject (the person in the photo agreed) or self (it is you). Recorded with each such input that shows a person. */
  consent?: 'subject' | 'self';
  /** Default false. When true, GET /v1/jobs/{id} of the finished job also carries each result of at most 1 MB as `result.data_uri` (and each sample’s `data_uri`). */
  return_base64?: boolean;
};

export type ImageEditingJob = {
  /** The input images by role, each an upload id, an https URL or a data URI. An image given by URL or data URI is an upload: checked by its content like one (JPEG, PNG or WebP, up to 10 MB and 40 megapixels), counted against the account’s uploads and storage, and kept in the assets library only when the job is accepted; if the submit is refused for any reason, nothing is stored, charged or queued. An upload id given as `person`, `face` or `source` must carry a consent record (a `source` without one is accepted when no person or face is seen in it). */
  inputs: {
    source: string;
  };
  /** Needs `prompt` (not blank) or `preset`, or both. The `reframe` preset extends the picture to `aspectRatio` (`1:1`, `3:4`, `4:3`, `9:16` or `16:9`) without cropping: fal draws more scene (Luma Photon Reframe, `prompt` guiding it), the demo engine pads with the colour of the picture’s edge. `reframe` without `aspectRatio`, or `aspectRatio` with another preset or none, is 422 `validation_failed` naming `params.aspectRatio`. 1 credit, as any edit. */
  params: {
    prompt?: string;
    preset?:
      | 'enhance-quality'
      | 'artistic-style'
      | 'color-adjustment'
      | 'remove-background'
      | 'face-enhancement'
      | 'lighting-correction'
      | 'reframe';
    strength?: number;
    guidanceScale?: number;
    qualitySteps?: number;
    aspectRatio?: '1:1' | '3:4' | '4:3' | '9:16' | '16:9';
  } & (
    | { prompt: string }
    | {
        preset:
          | 'enhance-quality'
          | 'artistic-style'
          | 'color-adjustment'
          | 'remove-background'
          | 'face-enhancement'
          | 'lighting-correction'
          | 'reframe';
      }
  );
  /** Told of the outcome with a signed POST (Kieu-Signature). */
  webhook_url?: string;
  /** Required when an input other than `clothing` is a URL or a data URI, or when a person or a face is seen in a `clothing` given that way, as on POST /v1/uploads: subject (the person in the photo agreed) or self (it is you). Recorded with each such input that shows a person. */
  consent?: 'subject' | 'self';
  /** Default false. When true, GET /v1/jobs/{id} of the finished job also carries each result of at most 1 MB as `result.data_uri` (and each sample’s `data_uri`). */
  return_base64?: boolean;
};

export type ProductToModelJob = {
  /** The input images by role, each an upload id, an https URL or a data URI. An image given by URL or data URI is an upload: checked by its content like one (JPEG, PNG or WebP, up to 10 MB and 40 megapixels), counted against the account’s uploads and storage, and kept in the assets library only when the job is accepted; if the submit is refused for any reason, nothing is stored, charged or queued. An upload id given as `person`, `face` or `source` must carry a consent record (a `source` without one is accepted when no person or face is seen in it). */
  inputs: {
    person?: string;
    product: string;
  };
  /** `model` is one of your models (its `id` from `GET /v1/models`, ready and not retired), a sample model (`model-lan`, `model-mai`, `model-hoa`, `model-minh`, `model-huy`), or absent for a suitable model, which `prompt` may describe. An unknown model is 404 `model_not_found`, a retired one 422 `model_retired`, one still being made 409 `model_not_ready`. Instead of `model`, `inputs.person` may give a photo of your own model (with consent); both at once is 422. `productKind` says how the product was photographed (`auto` reads it off the photo). `background`: `studio-white` (default), `marketplace` with `marketplace` (its white), or `scene` with `scene` described in words; the demo engine cannot paint a described scene and refuses it with 422 `option_not_supported` before anything is held. `aspectRatio`: `1:1`, `4:5`, `3:4` (default), `2:3`, `9:16`, `16:9`. `resolution` (the long side near 1, 2 or 4 thousand pixels): `1k` on every plan, `2k` on the plans with 1080p output, `4k` on the plans with 4k output; above the plan it is 403 `plan_upgrade_required`. Credits: 2 at `1k`, 5 at `2k`, 8 at `4k`, and 3 more when the request carries an identity (see _Credits per option_). */
  params: {
    productKind?: 'auto' | 'flat-lay' | 'hanger' | 'ghost-mannequin' | 'on-model';
    category?: 'dresses' | 'tops' | 'bottoms' | 'outerwear' | 'ao-dai' | 'ao-ba-ba' | 'auto';
    model?: string;
    prompt?: string;
    background?: 'studio-white' | 'marketplace' | 'scene';
    marketplace?: 'shopee' | 'tiktok-shop' | 'lazada';
    scene?: string;
    aspectRatio?: '1:1' | '4:5' | '3:4' | '2:3' | '9:16' | '16:9';
    resolution?: '1k' | '2k' | '4k';
    seed?: number;
  };
  /** Told of the outcome with a signed POST (Kieu-Signature). */
  webhook_url?: string;
  /** Required when an input other than `clothing` is a URL or a data URI, or when a person or a face is seen in a `clothing` given that way, as on POST /v1/uploads: subject (the person in the photo agreed) or self (it is you). Recorded with each such input that shows a person. */
  consent?: 'subject' | 'self';
  /** Default false. When true, GET /v1/jobs/{id} of the finished job also carries each result of at most 1 MB as `result.data_uri` (and each sample’s `data_uri`). */
  return_base64?: boolean;
};

export type ModelSwapJob = {
  /** The input images by role, each an upload id, an https URL or a data URI. An image given by URL or data URI is an upload: checked by its content like one (JPEG, PNG or WebP, up to 10 MB and 40 megapixels), counted against the account’s uploads and storage, and kept in the assets library only when the job is accepted; if the submit is refused for any reason, nothing is stored, charged or queued. An upload id given as `person`, `face` or `source` must carry a consent record (a `source` without one is accepted when no person or face is seen in it). */
  inputs: {
    person?: string;
    source: string;
  };
  /** The clothes of `inputs.source` (a photo of someone wearing the product, with consent) on another model; the garment, pose and background stay as they were. `model` is one of your models (its `id` from `GET /v1/models`, ready and not retired), a sample model (`model-lan`, `model-mai`, `model-hoa`, `model-minh`, `model-huy`), or absent for a suitable model, which `prompt` may describe. An unknown model is 404 `model_not_found`, a retired one 422 `model_retired`, one still being made 409 `model_not_ready`. Without `aspectRatio` the result keeps the source photo's frame. `aspectRatio`: `1:1`, `4:5`, `3:4` (default), `2:3`, `9:16`, `16:9`. `resolution` (the long side near 1, 2 or 4 thousand pixels): `1k` on every plan, `2k` on the plans with 1080p output, `4k` on the plans with 4k output; above the plan it is 403 `plan_upgrade_required`. Credits: 2 at `1k`, 5 at `2k`, 8 at `4k`, and 3 more when the request carries an identity (see _Credits per option_). On model swap any chosen model, a sample included, carries an identity. */
  params: {
    category?: 'dresses' | 'tops' | 'bottoms' | 'outerwear' | 'ao-dai' | 'ao-ba-ba' | 'auto';
    model?: string;
    prompt?: string;
    aspectRatio?: '1:1' | '4:5' | '3:4' | '2:3' | '9:16' | '16:9';
    resolution?: '1k' | '2k' | '4k';
    seed?: number;
  };
  /** Told of the outcome with a signed POST (Kieu-Signature). */
  webhook_url?: string;
  /** Required when an input other than `clothing` is a URL or a data URI, or when a person or a face is seen in a `clothing` given that way, as on POST /v1/uploads: subject (the person in the photo agreed) or self (it is you). Recorded with each such input that shows a person. */
  consent?: 'subject' | 'self';
  /** Default false. When true, GET /v1/jobs/{id} of the finished job also carries each result of at most 1 MB as `result.data_uri` (and each sample’s `data_uri`). */
  return_base64?: boolean;
};

export type JobList = {
  items: Job[];
  next_cursor: string | null;
};

export type Balance = {
  balance: number;
  next_expiry: string | null;
  plan: string;
  unlimited: boolean;
};

export type Upload = {
  /** Use it as an input of a job. */
  id: string;
  /** Uploads are images only. */
  media_type: 'image';
  content_type: string;
  byte_size: number;
  width: number | null;
  height: number | null;
  created_at: string;
};

/** What a file’s C2PA content credentials say. `found` false: no credentials (which does not prove the file is real). `intact` false: the file was changed after it was signed; `problems` lists the C2PA status codes. `trusted` is true when the signing certificate chains to this service’s own signing root: a Kiểu Studio result, as signed. */
export type Verification = {
  found: boolean;
  intact: boolean;
  trusted: boolean;
  ai_generated: boolean;
  digital_source_type: string | null;
  tool:
    | 'virtual-tryon'
    | 'body-generator'
    | 'hairstyle-changer'
    | 'image-to-video'
    | 'image-editing'
    | 'product-to-model'
    | 'model-swap'
    | null;
  engine: string | null;
  made_at: string | null;
  issuer: string | null;
  problems: string[];
};

export type SubmittedBatch = {
  batch: Batch;
  /** Credits left after the whole grid was held; on a replay (the same Idempotency-Key and body), the credits as they are now. Null only on an unlimited plan. */
  balance: number | null;
};

export type Batch = {
  id: string;
  /** processing until every job has ended, then completed. */
  status: 'processing' | 'completed';
  counts: BatchCounts;
  /** Garment by garment, each on every model. */
  jobs: BatchJob[];
  created_at: string;
  completed_at: string | null;
};

/** One cell of the grid: a try-on job, as GET /v1/jobs/{id}. */
export type BatchJob = Job & {
  /** The model’s upload id. */
  model: string | null;
  /** The garment’s upload id and its label as submitted. */
  garment: {
    id: string | null;
    sku: string | null;
    color: string | null;
    category: string | null;
  };
  /** Set when you approved a result whose `fidelity` did not pass, with your reason: exports take it as reviewed (a `tiktok-shop` export takes a cell only when its `fidelity.verdict` is `pass` or it has an approval). Null otherwise. */
  fidelity_approval: {
    reason: string;
    approved_at: string;
  } | null;
};

/** Every garment on every model: garments × models try-on jobs, each costing what a single try-on costs. Cells per batch by plan: free 4, basic 20, starter 40, pro 100, professional 150, premium 200, enterprise 200. At most 3 unfinished batches per account. */
export type BatchRequest = {
  /** 1 to 10 upload ids of model photos, each once (a repeat is 422 naming it). */
  models: string[];
  /** 1 to 100 garments, each upload once (a repeat is 422 naming it and where it first appears: to label one photo with two SKUs, upload it once for each). */
  garments: BatchGarment[];
  /** Try-on options every job of the batch shares. */
  params?: {
    mode?: 'fast' | 'balanced' | 'quality';
    garmentPhotoType?: 'auto' | 'flat-lay' | 'model';
  };
  /** Told of each job’s outcome (`job.succeeded`, `job.failed`) and of the batch’s end (`batch.completed`) with signed POSTs. */
  webhook_url?: string;
};

/** One garment: one SKU in one colour. */
export type BatchGarment = {
  /** An upload id (POST /v1/uploads). */
  id: string;
  /** What the garment is, as the try-on’s `params.category`: `auto` takes the category stored with the upload, else reads it off the photo; each job says what it ran with in `category`. */
  category: 'dresses' | 'tops' | 'bottoms' | 'outerwear' | 'ao-dai' | 'ao-ba-ba' | 'auto';
  /** Your article number, up to 64 letters, digits, spaces, dots, dashes or underscores; it names the results in exports. */
  sku?: string;
  /** The colour’s name, up to 40 characters like the SKU. */
  color?: string;
};

/** Every product on every model: products × models product-to-model jobs, each costing what a single one costs at those options (a brand model adds its identity's credits). Cells per batch by plan: free 4, basic 20, starter 40, pro 100, professional 150, premium 200, enterprise 200. At most 3 unfinished batches per account. */
export type ProductBatchRequest = {
  /** 1 to 10 models, one per column of the grid. An unknown model is 404 `model_not_found`, a retired one 422 `model_retired`, one still being made 409 `model_not_ready`, each naming `models.<i>` (`models.0` for the first). */
  models: string[];
  /** 1 to 100 product photos (garment uploads), each once, with its category (`auto` takes the upload’s stored category, else reads it off the photo), SKU and colour. A repeated upload or model is 422 naming it. */
  garments: BatchGarment[];
  /** Product to model’s options every job of the batch shares (`productKind`, `prompt`, `background` with `marketplace` or `scene`, `aspectRatio`, `resolution`, `seed`), as `POST /v1/product-to-model/jobs` takes them. */
  params?: {
    productKind?: 'auto' | 'flat-lay' | 'hanger' | 'ghost-mannequin' | 'on-model';
    prompt?: string;
    background?: 'studio-white' | 'marketplace' | 'scene';
    marketplace?: 'shopee' | 'tiktok-shop' | 'lazada';
    scene?: string;
    aspectRatio?: '1:1' | '4:5' | '3:4' | '2:3' | '9:16' | '16:9';
    resolution?: '1k' | '2k' | '4k';
    seed?: number;
  };
  /** Told of each job’s outcome (`job.succeeded`, `job.failed`) and of the batch’s end (`batch.completed`) with signed POSTs. */
  webhook_url?: string;
};

export type BatchResponse = {
  batch: Batch;
};

export type WebhookSecret = {
  /** The secret deliveries are signed with now; also shown in API management. */
  secret: string;
  /** Rotations so far. */
  version: number;
  rotated_at: string | null;
  /** Until when deliveries also carry a v1 signed with the previous secret (24 hours after a rotation), or null. */
  previous_secret_expires_at: string | null;
};

export type WebhookTestDelivery = {
  /** The `Kieu-Delivery` of the test event. */
  delivery_id: string;
  event: 'webhook.test';
  /** Where it was sent. */
  url: string;
  /** Whether the receiver answered 2xx, as a job event needs. */
  delivered: boolean;
  /** The receiver’s status code, or null when none came. */
  status_code: number | null;
  /** Why it was not delivered: `HTTP <status>`, a network error, a name resolving to a non-public address, or no answer within 10 seconds. */
  error: string | null;
};

export type WebhookTestRequest = {
  /** Where to send the test event, checked like a job’s `webhook_url`. Without it, the `webhook_url` of this token’s latest job that had one. */
  webhook_url?: string;
};

export type Export = {
  id: string;
  /** queued, then running, then ready (with `url`) or failed (with `error`). */
  status: 'queued' | 'running' | 'ready' | 'failed';
  preset: 'shopee' | 'tiktok-shop' | 'lazada' | 'original';
  progress: number;
  file_count: number | null;
  byte_size: number | null;
  /** A signed link to the ZIP once ready; it works until `expires_at` (48 hours). */
  url: string | null;
  error: string | null;
  created_at: string;
  expires_at: string | null;
};

/** The garment fidelity report of one pair of pictures. */
export type Fidelity = {
  /** How the result compares with the product photo, as a try-on job’s `fidelity`: `verdict` is the worst of the `checks` (`colour`: CIEDE2000 colour difference of the garment’s dominant colours; `pattern`: texture difference of its pattern and print); each check has its `score`, its `thresholds` (`warn` and `fail`, higher is worse) and a `reason` code. A garment the check cannot find in the result gives `warn` with `region-missing`, never `pass`. */
  fidelity: {
    verdict: 'pass' | 'warn' | 'fail';
    checks: Array<{
      kind: 'colour' | 'pattern' | 'shape' | 'identity';
      verdict: 'pass' | 'warn' | 'fail';
      score: number | null;
      thresholds: {
        warn: number;
        fail: number;
      };
      reason:
        | 'colour-match'
        | 'colour-shifted'
        | 'colour-far'
        | 'pattern-match'
        | 'pattern-changed'
        | 'pattern-far'
        | 'print-changed'
        | 'print-missing'
        | 'shape-match'
        | 'length-changed'
        | 'length-far'
        | 'sleeves-changed'
        | 'sleeves-far'
        | 'body-missing'
        | 'identity-match'
        | 'identity-changed'
        | 'identity-different'
        | 'face-missing'
        | 'region-missing'
        | 'region-too-small'
        | 'check-unavailable';
      details?: {
        [key: string]: number;
      };
    }>;
    version: 1;
  };
};

/** One of the account’s brand models: the same person in every job that names it in `params.model`. */
export type Model = {
  id: string;
  name: string;
  source: 'params' | 'face' | 'photo';
  /** `pending` while its body generator job runs, `ready` once it has its full-body photo (`person_asset_id`, `image_url`), `failed` when the job failed or was cancelled (its credits came back) or its photo left the library. */
  status: 'pending' | 'ready' | 'failed';
  params: {
    gender: 'male' | 'female';
    height: number;
    weight: number;
    age: number;
    skinTone: 'very-light' | 'light' | 'medium' | 'tan' | 'brown' | 'dark';
    bodyType:
      | 'ectomorph'
      | 'mesomorph'
      | 'endomorph'
      | 'slim'
      | 'average'
      | 'curvy'
      | 'athletic'
      | 'muscular';
    prompt?: string;
    hints?: string;
    aspectRatio?: '1:1' | '3:4' | '4:3' | '9:16' | '16:9';
  } | null;
  face_asset_id: string | null;
  person_asset_id: string | null;
  image_url: string | null;
  thumbnail_url: string | null;
  job_id: string | null;
  retired_at: string | null;
  created_at: string;
  updated_at: string;
};

export type Capabilities = {
  services: ServiceCapabilities[];
};

export type ServiceCapabilities = {
  service:
    | 'virtual-tryon'
    | 'body-generator'
    | 'hairstyle-changer'
    | 'image-to-video'
    | 'image-editing'
    | 'product-to-model'
    | 'model-swap';
  /** The engine that makes this service’s results here: `local` (the demo engine), `fal`, `fashn`, `replicate` or `cog`. */
  engine: string;
  /** The options this engine refuses, in whole or for some values. Any option not listed takes every value the service’s schema allows. */
  options: OptionCapability[];
};

export type OptionCapability = {
  /** The option’s request path, as a 422 `option_not_supported` names it. */
  name: string;
  /** `some`: only the `accepted` values (leaving the option out always works); `none`: leave the option out. */
  takes: 'some' | 'none';
  accepted?: Array<string | number | boolean>;
  refused?: Array<string | number | boolean>;
  /** The model that refuses them, as the 422 names it. */
  model: string;
};

export type Changelog = {
  /** The newest version. */
  latest: string;
  versions: Array<{
    version: string;
    /** What the version changed, in the language of `Accept-Language`. */
    changes: string[];
    /** This version’s own OpenAPI document. */
    openapi_url: string;
  }>;
};

export interface Operations {
  /** POST /v1/virtual-tryon/jobs: Submit a virtual try-on job */
  'submit-virtual-tryon-job': {
    method: 'POST';
    path: '/v1/virtual-tryon/jobs';
    pathParams: never;
    query: never;
    headers: {
      /** Up to 100 printable ASCII characters. */
      'idempotency-key'?: string;
      /** `wait=N` (N from 1 to 60 seconds): hold the answer until the job ends or N seconds pass. Ended in time: 200 with the ended job; otherwise 202 as without it. A wait out of range or malformed is ignored (RFC 7240): the answer is 202 at once. */
      prefer?: string;
      /** A deadline: the job is cancelled, and its credits given back, if it has not ended this long after the submit. Whole seconds (`90`), or a whole number with s, m or h right after it (`30s`, `5m`, `2h`), from 5 seconds to 24 hours; anything else (`10 m`, `5M`) is 422 `validation_failed` naming Cancel-After. */
      'cancel-after'?: string;
      /** The API version to follow, a date from the changelog (`GET /v1/changelog`): `2026-01-15`, `2026-11-28`, `2026-12-04`. Without it, the newest version on the day the token was made (for a call without a token, the newest). */
      'Kieu-Version'?: '2026-01-15' | '2026-11-28' | '2026-12-04';
    };
    body: VirtualTryOnJob;
    responses: {
      200: SubmittedJob;
      202: SubmittedJob;
      400: {
        code: 'unsupported_version' | 'invalid_json' | 'invalid_idempotency_key';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      401: {
        code: 'invalid_api_token';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      402: {
        code: 'insufficient_credits';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      403: {
        code: 'service_not_permitted' | 'plan_upgrade_required';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      404: {
        code: 'model_not_found';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      409: {
        code: 'idempotency_key_reused' | 'model_not_ready';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      413: {
        code: 'payload_too_large' | 'storage_quota_exceeded';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        /** With `payload_too_large` and `file_too_large`: the limit that was passed, in bytes. A file too large is `file_too_large` however far over its limit it is. */
        max_bytes?: number;
        [key: string]: unknown;
      };
      415: {
        code: 'unsupported_media_type';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      422: {
        code:
          | 'validation_failed'
          | 'instruction_not_understood'
          | 'option_not_supported'
          | 'no_person'
          | 'not_full_body'
          | 'pose_not_supported'
          | 'input_url_refused'
          | 'input_url_unreachable'
          | 'input_not_image'
          | 'input_too_large'
          | 'model_retired';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      429: {
        code:
          | 'rate_limit_exceeded'
          | 'rate_limited'
          | 'too_many_concurrent_jobs'
          | 'fair_use_budget_reached';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        /** The seconds `Retry-After` says to wait before asking again. */
        retry_after_seconds: number;
        [key: string]: unknown;
      };
    };
    errorCode:
      | 'fair_use_budget_reached'
      | 'idempotency_key_reused'
      | 'input_not_image'
      | 'input_too_large'
      | 'input_url_refused'
      | 'input_url_unreachable'
      | 'instruction_not_understood'
      | 'insufficient_credits'
      | 'invalid_api_token'
      | 'invalid_idempotency_key'
      | 'invalid_json'
      | 'model_not_found'
      | 'model_not_ready'
      | 'model_retired'
      | 'no_person'
      | 'not_full_body'
      | 'option_not_supported'
      | 'payload_too_large'
      | 'plan_upgrade_required'
      | 'pose_not_supported'
      | 'rate_limit_exceeded'
      | 'rate_limited'
      | 'service_not_permitted'
      | 'storage_quota_exceeded'
      | 'too_many_concurrent_jobs'
      | 'unsupported_media_type'
      | 'unsupported_version'
      | 'validation_failed';
  };
  /** POST /v1/body-generator/jobs: Submit a body generator job */
  'submit-body-generator-job': {
    method: 'POST';
    path: '/v1/body-generator/jobs';
    pathParams: never;
    query: never;
    headers: {
      /** Up to 100 printable ASCII characters. */
      'idempotency-key'?: string;
      /** `wait=N` (N from 1 to 60 seconds): hold the answer until the job ends or N seconds pass. Ended in time: 200 with the ended job; otherwise 202 as without it. A wait out of range or malformed is ignored (RFC 7240): the answer is 202 at once. */
      prefer?: string;
      /** A deadline: the job is cancelled, and its credits given back, if it has not ended this long after the submit. Whole seconds (`90`), or a whole number with s, m or h right after it (`30s`, `5m`, `2h`), from 5 seconds to 24 hours; anything else (`10 m`, `5M`) is 422 `validation_failed` naming Cancel-After. */
      'cancel-after'?: string;
      /** The API version to follow, a date from the changelog (`GET /v1/changelog`): `2026-01-15`, `2026-11-28`, `2026-12-04`. Without it, the newest version on the day the token was made (for a call without a token, the newest). */
      'Kieu-Version'?: '2026-01-15' | '2026-11-28' | '2026-12-04';
    };
    body: BodyGeneratorJob;
    responses: {
      200: SubmittedJob;
      202: SubmittedJob;
      400: {
        code: 'unsupported_version' | 'invalid_json' | 'invalid_idempotency_key';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      401: {
        code: 'invalid_api_token';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      402: {
        code: 'insufficient_credits';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      403: {
        code: 'service_not_permitted' | 'plan_upgrade_required';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      404: {
        code: 'model_not_found';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      409: {
        code: 'idempotency_key_reused' | 'model_not_ready';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      413: {
        code: 'payload_too_large' | 'storage_quota_exceeded';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        /** With `payload_too_large` and `file_too_large`: the limit that was passed, in bytes. A file too large is `file_too_large` however far over its limit it is. */
        max_bytes?: number;
        [key: string]: unknown;
      };
      415: {
        code: 'unsupported_media_type';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      422: {
        code:
          | 'validation_failed'
          | 'instruction_not_understood'
          | 'option_not_supported'
          | 'no_person'
          | 'not_full_body'
          | 'pose_not_supported'
          | 'input_url_refused'
          | 'input_url_unreachable'
          | 'input_not_image'
          | 'input_too_large'
          | 'model_retired';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      429: {
        code:
          | 'rate_limit_exceeded'
          | 'rate_limited'
          | 'too_many_concurrent_jobs'
          | 'fair_use_budget_reached';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        /** The seconds `Retry-After` says to wait before asking again. */
        retry_after_seconds: number;
        [key: string]: unknown;
      };
    };
    errorCode:
      | 'fair_use_budget_reached'
      | 'idempotency_key_reused'
      | 'input_not_image'
      | 'input_too_large'
      | 'input_url_refused'
      | 'input_url_unreachable'
      | 'instruction_not_understood'
      | 'insufficient_credits'
      | 'invalid_api_token'
      | 'invalid_idempotency_key'
      | 'invalid_json'
      | 'model_not_found'
      | 'model_not_ready'
      | 'model_retired'
      | 'no_person'
      | 'not_full_body'
      | 'option_not_supported'
      | 'payload_too_large'
      | 'plan_upgrade_required'
      | 'pose_not_supported'
      | 'rate_limit_exceeded'
      | 'rate_limited'
      | 'service_not_permitted'
      | 'storage_quota_exceeded'
      | 'too_many_concurrent_jobs'
      | 'unsupported_media_type'
      | 'unsupported_version'
      | 'validation_failed';
  };
  /** POST /v1/hairstyle-changer/jobs: Submit a hairstyle changer job */
  'submit-hairstyle-changer-job': {
    method: 'POST';
    path: '/v1/hairstyle-changer/jobs';
    pathParams: never;
    query: never;
    headers: {
      /** Up to 100 printable ASCII characters. */
      'idempotency-key'?: string;
      /** `wait=N` (N from 1 to 60 seconds): hold the answer until the job ends or N seconds pass. Ended in time: 200 with the ended job; otherwise 202 as without it. A wait out of range or malformed is ignored (RFC 7240): the answer is 202 at once. */
      prefer?: string;
      /** A deadline: the job is cancelled, and its credits given back, if it has not ended this long after the submit. Whole seconds (`90`), or a whole number with s, m or h right after it (`30s`, `5m`, `2h`), from 5 seconds to 24 hours; anything else (`10 m`, `5M`) is 422 `validation_failed` naming Cancel-After. */
      'cancel-after'?: string;
      /** The API version to follow, a date from the changelog (`GET /v1/changelog`): `2026-01-15`, `2026-11-28`, `2026-12-04`. Without it, the newest version on the day the token was made (for a call without a token, the newest). */
      'Kieu-Version'?: '2026-01-15' | '2026-11-28' | '2026-12-04';
    };
    body: HairstyleChangerJob;
    responses: {
      200: SubmittedJob;
      202: SubmittedJob;
      400: {
        code: 'unsupported_version' | 'invalid_json' | 'invalid_idempotency_key';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      401: {
        code: 'invalid_api_token';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      402: {
        code: 'insufficient_credits';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      403: {
        code: 'service_not_permitted' | 'plan_upgrade_required';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      404: {
        code: 'model_not_found';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      409: {
        code: 'idempotency_key_reused' | 'model_not_ready';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      413: {
        code: 'payload_too_large' | 'storage_quota_exceeded';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        /** With `payload_too_large` and `file_too_large`: the limit that was passed, in bytes. A file too large is `file_too_large` however far over its limit it is. */
        max_bytes?: number;
        [key: string]: unknown;
      };
      415: {
        code: 'unsupported_media_type';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      422: {
        code:
          | 'validation_failed'
          | 'instruction_not_understood'
          | 'option_not_supported'
          | 'no_person'
          | 'not_full_body'
          | 'pose_not_supported'
          | 'input_url_refused'
          | 'input_url_unreachable'
          | 'input_not_image'
          | 'input_too_large'
          | 'model_retired';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      429: {
        code:
          | 'rate_limit_exceeded'
          | 'rate_limited'
          | 'too_many_concurrent_jobs'
          | 'fair_use_budget_reached';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        /** The seconds `Retry-After` says to wait before asking again. */
        retry_after_seconds: number;
        [key: string]: unknown;
      };
    };
    errorCode:
      | 'fair_use_budget_reached'
      | 'idempotency_key_reused'
      | 'input_not_image'
      | 'input_too_large'
      | 'input_url_refused'
      | 'input_url_unreachable'
      | 'instruction_not_understood'
      | 'insufficient_credits'
      | 'invalid_api_token'
      | 'invalid_idempotency_key'
      | 'invalid_json'
      | 'model_not_found'
      | 'model_not_ready'
      | 'model_retired'
      | 'no_person'
      | 'not_full_body'
      | 'option_not_supported'
      | 'payload_too_large'
      | 'plan_upgrade_required'
      | 'pose_not_supported'
      | 'rate_limit_exceeded'
      | 'rate_limited'
      | 'service_not_permitted'
      | 'storage_quota_exceeded'
      | 'too_many_concurrent_jobs'
      | 'unsupported_media_type'
      | 'unsupported_version'
      | 'validation_failed';
  };
  /** POST /v1/image-to-video/jobs: Submit an image-to-video job */
  'submit-image-to-video-job': {
    method: 'POST';
    path: '/v1/image-to-video/jobs';
    pathParams: never;
    query: never;
    headers: {
      /** Up to 100 printable ASCII characters. */
      'idempotency-key'?: string;
      /** `wait=N` (N from 1 to 60 seconds): hold the answer until the job ends or N seconds pass. Ended in time: 200 with the ended job; otherwise 202 as without it. A wait out of range or malformed is ignored (RFC 7240): the answer is 202 at once. */
      prefer?: string;
      /** A deadline: the job is cancelled, and its credits given back, if it has not ended this long after the submit. Whole seconds (`90`), or a whole number with s, m or h right after it (`30s`, `5m`, `2h`), from 5 seconds to 24 hours; anything else (`10 m`, `5M`) is 422 `validation_failed` naming Cancel-After. */
      'cancel-after'?: string;
      /** The API version to follow, a date from the changelog (`GET /v1/changelog`): `2026-01-15`, `2026-11-28`, `2026-12-04`. Without it, the newest version on the day the token was made (for a call without a token, the newest). */
      'Kieu-Version'?: '2026-01-15' | '2026-11-28' | '2026-12-04';
    };
    body: ImageToVideoJob;
    responses: {
      200: SubmittedJob;
      202: SubmittedJob;
      400: {
        code: 'unsupported_version' | 'invalid_json' | 'invalid_idempotency_key';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      401: {
        code: 'invalid_api_token';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      402: {
        code: 'insufficient_credits';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      403: {
        code: 'service_not_permitted' | 'plan_upgrade_required';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      404: {
        code: 'model_not_found';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      409: {
        code: 'idempotency_key_reused' | 'model_not_ready';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      413: {
        code: 'payload_too_large' | 'storage_quota_exceeded';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        /** With `payload_too_large` and `file_too_large`: the limit that was passed, in bytes. A file too large is `file_too_large` however far over its limit it is. */
        max_bytes?: number;
        [key: string]: unknown;
      };
      415: {
        code: 'unsupported_media_type';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      422: {
        code:
          | 'validation_failed'
          | 'instruction_not_understood'
          | 'option_not_supported'
          | 'no_person'
          | 'not_full_body'
          | 'pose_not_supported'
          | 'input_url_refused'
          | 'input_url_unreachable'
          | 'input_not_image'
          | 'input_too_large'
          | 'model_retired';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      429: {
        code:
          | 'rate_limit_exceeded'
          | 'rate_limited'
          | 'too_many_concurrent_jobs'
          | 'fair_use_budget_reached';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        /** The seconds `Retry-After` says to wait before asking again. */
        retry_after_seconds: number;
        [key: string]: unknown;
      };
    };
    errorCode:
      | 'fair_use_budget_reached'
      | 'idempotency_key_reused'
      | 'input_not_image'
      | 'input_too_large'
      | 'input_url_refused'
      | 'input_url_unreachable'
      | 'instruction_not_understood'
      | 'insufficient_credits'
      | 'invalid_api_token'
      | 'invalid_idempotency_key'
      | 'invalid_json'
      | 'model_not_found'
      | 'model_not_ready'
      | 'model_retired'
      | 'no_person'
      | 'not_full_body'
      | 'option_not_supported'
      | 'payload_too_large'
      | 'plan_upgrade_required'
      | 'pose_not_supported'
      | 'rate_limit_exceeded'
      | 'rate_limited'
      | 'service_not_permitted'
      | 'storage_quota_exceeded'
      | 'too_many_concurrent_jobs'
      | 'unsupported_media_type'
      | 'unsupported_version'
      | 'validation_failed';
  };
  /** POST /v1/image-editing/jobs: Submit an image editing job */
  'submit-image-editing-job': {
    method: 'POST';
    path: '/v1/image-editing/jobs';
    pathParams: never;
    query: never;
    headers: {
      /** Up to 100 printable ASCII characters. */
      'idempotency-key'?: string;
      /** `wait=N` (N from 1 to 60 seconds): hold the answer until the job ends or N seconds pass. Ended in time: 200 with the ended job; otherwise 202 as without it. A wait out of range or malformed is ignored (RFC 7240): the answer is 202 at once. */
      prefer?: string;
      /** A deadline: the job is cancelled, and its credits given back, if it has not ended this long after the submit. Whole seconds (`90`), or a whole number with s, m or h right after it (`30s`, `5m`, `2h`), from 5 seconds to 24 hours; anything else (`10 m`, `5M`) is 422 `validation_failed` naming Cancel-After. */
      'cancel-after'?: string;
      /** The API version to follow, a date from the changelog (`GET /v1/changelog`): `2026-01-15`, `2026-11-28`, `2026-12-04`. Without it, the newest version on the day the token was made (for a call without a token, the newest). */
      'Kieu-Version'?: '2026-01-15' | '2026-11-28' | '2026-12-04';
    };
    body: ImageEditingJob;
    responses: {
      200: SubmittedJob;
      202: SubmittedJob;
      400: {
        code: 'unsupported_version' | 'invalid_json' | 'invalid_idempotency_key';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      401: {
        code: 'invalid_api_token';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      402: {
        code: 'insufficient_credits';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      403: {
        code: 'service_not_permitted' | 'plan_upgrade_required';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      404: {
        code: 'model_not_found';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      409: {
        code: 'idempotency_key_reused' | 'model_not_ready';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      413: {
        code: 'payload_too_large' | 'storage_quota_exceeded';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        /** With `payload_too_large` and `file_too_large`: the limit that was passed, in bytes. A file too large is `file_too_large` however far over its limit it is. */
        max_bytes?: number;
        [key: string]: unknown;
      };
      415: {
        code: 'unsupported_media_type';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      422: {
        code:
          | 'validation_failed'
          | 'instruction_not_understood'
          | 'option_not_supported'
          | 'no_person'
          | 'not_full_body'
          | 'pose_not_supported'
          | 'input_url_refused'
          | 'input_url_unreachable'
          | 'input_not_image'
          | 'input_too_large'
          | 'model_retired';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      429: {
        code:
          | 'rate_limit_exceeded'
          | 'rate_limited'
          | 'too_many_concurrent_jobs'
          | 'fair_use_budget_reached';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        /** The seconds `Retry-After` says to wait before asking again. */
        retry_after_seconds: number;
        [key: string]: unknown;
      };
    };
    errorCode:
      | 'fair_use_budget_reached'
      | 'idempotency_key_reused'
      | 'input_not_image'
      | 'input_too_large'
      | 'input_url_refused'
      | 'input_url_unreachable'
      | 'instruction_not_understood'
      | 'insufficient_credits'
      | 'invalid_api_token'
      | 'invalid_idempotency_key'
      | 'invalid_json'
      | 'model_not_found'
      | 'model_not_ready'
      | 'model_retired'
      | 'no_person'
      | 'not_full_body'
      | 'option_not_supported'
      | 'payload_too_large'
      | 'plan_upgrade_required'
      | 'pose_not_supported'
      | 'rate_limit_exceeded'
      | 'rate_limited'
      | 'service_not_permitted'
      | 'storage_quota_exceeded'
      | 'too_many_concurrent_jobs'
      | 'unsupported_media_type'
      | 'unsupported_version'
      | 'validation_failed';
  };
  /** POST /v1/product-to-model/jobs: Submit a product-to-model job */
  'submit-product-to-model-job': {
    method: 'POST';
    path: '/v1/product-to-model/jobs';
    pathParams: never;
    query: never;
    headers: {
      /** Up to 100 printable ASCII characters. */
      'idempotency-key'?: string;
      /** `wait=N` (N from 1 to 60 seconds): hold the answer until the job ends or N seconds pass. Ended in time: 200 with the ended job; otherwise 202 as without it. A wait out of range or malformed is ignored (RFC 7240): the answer is 202 at once. */
      prefer?: string;
      /** A deadline: the job is cancelled, and its credits given back, if it has not ended this long after the submit. Whole seconds (`90`), or a whole number with s, m or h right after it (`30s`, `5m`, `2h`), from 5 seconds to 24 hours; anything else (`10 m`, `5M`) is 422 `validation_failed` naming Cancel-After. */
      'cancel-after'?: string;
      /** The API version to follow, a date from the changelog (`GET /v1/changelog`): `2026-01-15`, `2026-11-28`, `2026-12-04`. Without it, the newest version on the day the token was made (for a call without a token, the newest). */
      'Kieu-Version'?: '2026-01-15' | '2026-11-28' | '2026-12-04';
    };
    body: ProductToModelJob;
    responses: {
      200: SubmittedJob;
      202: SubmittedJob;
      400: {
        code: 'unsupported_version' | 'invalid_json' | 'invalid_idempotency_key';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      401: {
        code: 'invalid_api_token';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      402: {
        code: 'insufficient_credits';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      403: {
        code: 'service_not_permitted' | 'plan_upgrade_required';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      404: {
        code: 'model_not_found';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      409: {
        code: 'idempotency_key_reused' | 'model_not_ready';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      413: {
        code: 'payload_too_large' | 'storage_quota_exceeded';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        /** With `payload_too_large` and `file_too_large`: the limit that was passed, in bytes. A file too large is `file_too_large` however far over its limit it is. */
        max_bytes?: number;
        [key: string]: unknown;
      };
      415: {
        code: 'unsupported_media_type';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      422: {
        code:
          | 'validation_failed'
          | 'instruction_not_understood'
          | 'option_not_supported'
          | 'no_person'
          | 'not_full_body'
          | 'pose_not_supported'
          | 'input_url_refused'
          | 'input_url_unreachable'
          | 'input_not_image'
          | 'input_too_large'
          | 'model_retired';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      429: {
        code:
          | 'rate_limit_exceeded'
          | 'rate_limited'
          | 'too_many_concurrent_jobs'
          | 'fair_use_budget_reached';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        /** The seconds `Retry-After` says to wait before asking again. */
        retry_after_seconds: number;
        [key: string]: unknown;
      };
    };
    errorCode:
      | 'fair_use_budget_reached'
      | 'idempotency_key_reused'
      | 'input_not_image'
      | 'input_too_large'
      | 'input_url_refused'
      | 'input_url_unreachable'
      | 'instruction_not_understood'
      | 'insufficient_credits'
      | 'invalid_api_token'
      | 'invalid_idempotency_key'
      | 'invalid_json'
      | 'model_not_found'
      | 'model_not_ready'
      | 'model_retired'
      | 'no_person'
      | 'not_full_body'
      | 'option_not_supported'
      | 'payload_too_large'
      | 'plan_upgrade_required'
      | 'pose_not_supported'
      | 'rate_limit_exceeded'
      | 'rate_limited'
      | 'service_not_permitted'
      | 'storage_quota_exceeded'
      | 'too_many_concurrent_jobs'
      | 'unsupported_media_type'
      | 'unsupported_version'
      | 'validation_failed';
  };
  /** POST /v1/model-swap/jobs: Submit a model swap job */
  'submit-model-swap-job': {
    method: 'POST';
    path: '/v1/model-swap/jobs';
    pathParams: never;
    query: never;
    headers: {
      /** Up to 100 printable ASCII characters. */
      'idempotency-key'?: string;
      /** `wait=N` (N from 1 to 60 seconds): hold the answer until the job ends or N seconds pass. Ended in time: 200 with the ended job; otherwise 202 as without it. A wait out of range or malformed is ignored (RFC 7240): the answer is 202 at once. */
      prefer?: string;
      /** A deadline: the job is cancelled, and its credits given back, if it has not ended this long after the submit. Whole seconds (`90`), or a whole number with s, m or h right after it (`30s`, `5m`, `2h`), from 5 seconds to 24 hours; anything else (`10 m`, `5M`) is 422 `validation_failed` naming Cancel-After. */
      'cancel-after'?: string;
      /** The API version to follow, a date from the changelog (`GET /v1/changelog`): `2026-01-15`, `2026-11-28`, `2026-12-04`. Without it, the newest version on the day the token was made (for a call without a token, the newest). */
      'Kieu-Version'?: '2026-01-15' | '2026-11-28' | '2026-12-04';
    };
    body: ModelSwapJob;
    responses: {
      200: SubmittedJob;
      202: SubmittedJob;
      400: {
        code: 'unsupported_version' | 'invalid_json' | 'invalid_idempotency_key';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      401: {
        code: 'invalid_api_token';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      402: {
        code: 'insufficient_credits';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      403: {
        code: 'service_not_permitted' | 'plan_upgrade_required';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      404: {
        code: 'model_not_found';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      409: {
        code: 'idempotency_key_reused' | 'model_not_ready';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      413: {
        code: 'payload_too_large' | 'storage_quota_exceeded';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        /** With `payload_too_large` and `file_too_large`: the limit that was passed, in bytes. A file too large is `file_too_large` however far over its limit it is. */
        max_bytes?: number;
        [key: string]: unknown;
      };
      415: {
        code: 'unsupported_media_type';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      422: {
        code:
          | 'validation_failed'
          | 'instruction_not_understood'
          | 'option_not_supported'
          | 'no_person'
          | 'not_full_body'
          | 'pose_not_supported'
          | 'input_url_refused'
          | 'input_url_unreachable'
          | 'input_not_image'
          | 'input_too_large'
          | 'model_retired';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      429: {
        code:
          | 'rate_limit_exceeded'
          | 'rate_limited'
          | 'too_many_concurrent_jobs'
          | 'fair_use_budget_reached';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        /** The seconds `Retry-After` says to wait before asking again. */
        retry_after_seconds: number;
        [key: string]: unknown;
      };
    };
    errorCode:
      | 'fair_use_budget_reached'
      | 'idempotency_key_reused'
      | 'input_not_image'
      | 'input_too_large'
      | 'input_url_refused'
      | 'input_url_unreachable'
      | 'instruction_not_understood'
      | 'insufficient_credits'
      | 'invalid_api_token'
      | 'invalid_idempotency_key'
      | 'invalid_json'
      | 'model_not_found'
      | 'model_not_ready'
      | 'model_retired'
      | 'no_person'
      | 'not_full_body'
      | 'option_not_supported'
      | 'payload_too_large'
      | 'plan_upgrade_required'
      | 'pose_not_supported'
      | 'rate_limit_exceeded'
      | 'rate_limited'
      | 'service_not_permitted'
      | 'storage_quota_exceeded'
      | 'too_many_concurrent_jobs'
      | 'unsupported_media_type'
      | 'unsupported_version'
      | 'validation_failed';
  };
  /** GET /v1/jobs/{id}: Get a job’s status and result */
  'get-job': {
    method: 'GET';
    path: '/v1/jobs/{id}';
    pathParams: {
      id: string;
    };
    query: never;
    headers: {
      /** The API version to follow, a date from the changelog (`GET /v1/changelog`): `2026-01-15`, `2026-11-28`, `2026-12-04`. Without it, the newest version on the day the token was made (for a call without a token, the newest). */
      'Kieu-Version'?: '2026-01-15' | '2026-11-28' | '2026-12-04';
    };
    body: never;
    responses: {
      200: Job;
      400: {
        code: 'unsupported_version';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      401: {
        code: 'invalid_api_token';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      403: {
        code: 'service_not_permitted';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      404: {
        code: 'not_found';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      422: {
        code: 'validation_failed';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      429: {
        code: 'rate_limit_exceeded';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        /** The seconds `Retry-After` says to wait before asking again. */
        retry_after_seconds: number;
        [key: string]: unknown;
      };
    };
    errorCode:
      | 'invalid_api_token'
      | 'not_found'
      | 'rate_limit_exceeded'
      | 'service_not_permitted'
      | 'unsupported_version'
      | 'validation_failed';
  };
  /** GET /v1/jobs: List jobs */
  'list-jobs': {
    method: 'GET';
    path: '/v1/jobs';
    pathParams: never;
    query: {
      service?:
        | 'virtual-tryon'
        | 'body-generator'
        | 'hairstyle-changer'
        | 'image-to-video'
        | 'image-editing'
        | 'product-to-model'
        | 'model-swap';
      status?: 'queued' | 'processing' | 'succeeded' | 'failed' | 'cancelled';
      limit?: number;
      /** next_cursor of the last page. */
      cursor?: string;
    };
    headers: {
      /** The API version to follow, a date from the changelog (`GET /v1/changelog`): `2026-01-15`, `2026-11-28`, `2026-12-04`. Without it, the newest version on the day the token was made (for a call without a token, the newest). */
      'Kieu-Version'?: '2026-01-15' | '2026-11-28' | '2026-12-04';
    };
    body: never;
    responses: {
      200: JobList;
      400: {
        code: 'unsupported_version';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      401: {
        code: 'invalid_api_token';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      403: {
        code: 'service_not_permitted';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      422: {
        code: 'validation_failed';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      429: {
        code: 'rate_limit_exceeded';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        /** The seconds `Retry-After` says to wait before asking again. */
        retry_after_seconds: number;
        [key: string]: unknown;
      };
    };
    errorCode:
      | 'invalid_api_token'
      | 'rate_limit_exceeded'
      | 'service_not_permitted'
      | 'unsupported_version'
      | 'validation_failed';
  };
  /** GET /v1/balance: Get the credit balance */
  'get-balance': {
    method: 'GET';
    path: '/v1/balance';
    pathParams: never;
    query: never;
    headers: {
      /** The API version to follow, a date from the changelog (`GET /v1/changelog`): `2026-01-15`, `2026-11-28`, `2026-12-04`. Without it, the newest version on the day the token was made (for a call without a token, the newest). */
      'Kieu-Version'?: '2026-01-15' | '2026-11-28' | '2026-12-04';
    };
    body: never;
    responses: {
      200: Balance;
      400: {
        code: 'unsupported_version';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      401: {
        code: 'invalid_api_token';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      429: {
        code: 'rate_limit_exceeded';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        /** The seconds `Retry-After` says to wait before asking again. */
        retry_after_seconds: number;
        [key: string]: unknown;
      };
    };
    errorCode: 'invalid_api_token' | 'rate_limit_exceeded' | 'unsupported_version';
  };
  /** POST /v1/uploads: Upload an input image */
  'upload-image': {
    method: 'POST';
    path: '/v1/uploads';
    pathParams: never;
    query: never;
    headers: {
      /** The API version to follow, a date from the changelog (`GET /v1/changelog`): `2026-01-15`, `2026-11-28`, `2026-12-04`. Without it, the newest version on the day the token was made (for a call without a token, the newest). */
      'Kieu-Version'?: '2026-01-15' | '2026-11-28' | '2026-12-04';
    };
    body: {
      /** JPEG, PNG or WebP, up to 10 MB. */
      file: Blob;
      /** What the image is kept for in the assets library; default image. */
      kind?: 'model' | 'garment' | 'face' | 'hair' | 'image';
      /** Required unless kind is garment, and for a garment in which a person or a face is seen: the answer to “I have the consent of the person in this photo, or it is me.” subject: the person in the photo agreed; self: it is you. Recorded with the time, the account, the statement in the request’s language (Accept-Language) and a SHA-256 of the file as sent. */
      consent?: 'subject' | 'self';
      /** Garments only: your article number, as the library groups it and a marketplace export names its files. Letters, digits, spaces, dots, hyphens and underscores, starting with a letter or digit. */
      sku?: string;
      /** Garments only: the colour’s name, same characters as sku (the field is `color`). */
      color?: string;
      /** Garments only: what kind of garment it is; ao-dai is the áo dài (a long fitted tunic over trousers, slit at the sides), ao-ba-ba the áo bà ba (a loose collarless blouse to the hip). */
      category?: 'dresses' | 'tops' | 'bottoms' | 'outerwear' | 'ao-dai' | 'ao-ba-ba';
    };
    responses: {
      201: Upload;
      400: {
        code: 'unsupported_version' | 'invalid_form';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      401: {
        code: 'invalid_api_token';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      413: {
        code: 'payload_too_large' | 'file_too_large' | 'storage_quota_exceeded';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        /** With `payload_too_large` and `file_too_large`: the limit that was passed, in bytes. A file too large is `file_too_large` however far over its limit it is. */
        max_bytes?: number;
        [key: string]: unknown;
      };
      415: {
        code: 'unsupported_file_type';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      422: {
        code: 'validation_failed' | 'invalid_image' | 'image_too_large';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      429: {
        code: 'rate_limit_exceeded' | 'rate_limited';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        /** The seconds `Retry-After` says to wait before asking again. */
        retry_after_seconds: number;
        [key: string]: unknown;
      };
    };
    errorCode:
      | 'file_too_large'
      | 'image_too_large'
      | 'invalid_api_token'
      | 'invalid_form'
      | 'invalid_image'
      | 'payload_too_large'
      | 'rate_limit_exceeded'
      | 'rate_limited'
      | 'storage_quota_exceeded'
      | 'unsupported_file_type'
      | 'unsupported_version'
      | 'validation_failed';
  };
  /** POST /v1/verify: Read a file’s content credentials */
  'verify-file': {
    method: 'POST';
    path: '/v1/verify';
    pathParams: never;
    query: never;
    headers: {
      /** The API version to follow, a date from the changelog (`GET /v1/changelog`): `2026-01-15`, `2026-11-28`, `2026-12-04`. Without it, the newest version on the day the token was made (for a call without a token, the newest). */
      'Kieu-Version'?: '2026-01-15' | '2026-11-28' | '2026-12-04';
    };
    body: {
      /** JPEG, PNG, WebP, MP4, MOV; images up to 10 MB, videos up to 50 MB. The type is read from the bytes. */
      file: Blob;
    };
    responses: {
      200: Verification;
      400: {
        code: 'unsupported_version' | 'invalid_form';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      401: {
        code: 'invalid_api_token';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      413: {
        code: 'payload_too_large' | 'file_too_large';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        /** With `payload_too_large` and `file_too_large`: the limit that was passed, in bytes. A file too large is `file_too_large` however far over its limit it is. */
        max_bytes?: number;
        [key: string]: unknown;
      };
      415: {
        code: 'unsupported_file_type';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      422: {
        code: 'validation_failed';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      429: {
        code: 'rate_limit_exceeded';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        /** The seconds `Retry-After` says to wait before asking again. */
        retry_after_seconds: number;
        [key: string]: unknown;
      };
    };
    errorCode:
      | 'file_too_large'
      | 'invalid_api_token'
      | 'invalid_form'
      | 'payload_too_large'
      | 'rate_limit_exceeded'
      | 'unsupported_file_type'
      | 'unsupported_version'
      | 'validation_failed';
  };
  /** POST /v1/jobs/{id}/cancel: Cancel a job */
  'cancel-job': {
    method: 'POST';
    path: '/v1/jobs/{id}/cancel';
    pathParams: {
      id: string;
    };
    query: never;
    headers: {
      /** The API version to follow, a date from the changelog (`GET /v1/changelog`): `2026-01-15`, `2026-11-28`, `2026-12-04`. Without it, the newest version on the day the token was made (for a call without a token, the newest). */
      'Kieu-Version'?: '2026-01-15' | '2026-11-28' | '2026-12-04';
    };
    body: never;
    responses: {
      200: Job;
      400: {
        code: 'unsupported_version';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      401: {
        code: 'invalid_api_token';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      403: {
        code: 'service_not_permitted';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      404: {
        code: 'not_found';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      409: {
        code: 'job_already_finished';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      422: {
        code: 'validation_failed';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      429: {
        code: 'rate_limit_exceeded';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        /** The seconds `Retry-After` says to wait before asking again. */
        retry_after_seconds: number;
        [key: string]: unknown;
      };
    };
    errorCode:
      | 'invalid_api_token'
      | 'job_already_finished'
      | 'not_found'
      | 'rate_limit_exceeded'
      | 'service_not_permitted'
      | 'unsupported_version'
      | 'validation_failed';
  };
  /** POST /v1/virtual-tryon/batches: Submit a catalogue batch */
  'submit-batch': {
    method: 'POST';
    path: '/v1/virtual-tryon/batches';
    pathParams: never;
    query: never;
    headers: {
      /** Up to 100 printable ASCII characters. */
      'idempotency-key'?: string;
      /** The API version to follow, a date from the changelog (`GET /v1/changelog`): `2026-01-15`, `2026-11-28`, `2026-12-04`. Without it, the newest version on the day the token was made (for a call without a token, the newest). */
      'Kieu-Version'?: '2026-01-15' | '2026-11-28' | '2026-12-04';
    };
    body: BatchRequest;
    responses: {
      200: SubmittedBatch;
      202: SubmittedBatch;
      400: {
        code: 'unsupported_version' | 'invalid_json' | 'invalid_idempotency_key';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      401: {
        code: 'invalid_api_token';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      402: {
        code: 'insufficient_credits';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      403: {
        code: 'service_not_permitted' | 'plan_upgrade_required';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      409: {
        code: 'idempotency_key_reused';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      413: {
        code: 'payload_too_large';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        /** With `payload_too_large` and `file_too_large`: the limit that was passed, in bytes. A file too large is `file_too_large` however far over its limit it is. */
        max_bytes?: number;
        [key: string]: unknown;
      };
      415: {
        code: 'unsupported_media_type';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      422: {
        code:
          | 'validation_failed'
          | 'batch_too_large'
          | 'option_not_supported'
          | 'no_person'
          | 'not_full_body'
          | 'pose_not_supported';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      429: {
        code: 'rate_limit_exceeded' | 'too_many_open_batches' | 'fair_use_budget_reached';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        /** The seconds `Retry-After` says to wait before asking again. */
        retry_after_seconds: number;
        [key: string]: unknown;
      };
    };
    errorCode:
      | 'batch_too_large'
      | 'fair_use_budget_reached'
      | 'idempotency_key_reused'
      | 'insufficient_credits'
      | 'invalid_api_token'
      | 'invalid_idempotency_key'
      | 'invalid_json'
      | 'no_person'
      | 'not_full_body'
      | 'option_not_supported'
      | 'payload_too_large'
      | 'plan_upgrade_required'
      | 'pose_not_supported'
      | 'rate_limit_exceeded'
      | 'service_not_permitted'
      | 'too_many_open_batches'
      | 'unsupported_media_type'
      | 'unsupported_version'
      | 'validation_failed';
  };
  /** POST /v1/product-to-model/batches: Submit a catalogue batch on your models */
  'submit-product-to-model-batch': {
    method: 'POST';
    path: '/v1/product-to-model/batches';
    pathParams: never;
    query: never;
    headers: {
      /** Up to 100 printable ASCII characters. */
      'idempotency-key'?: string;
      /** The API version to follow, a date from the changelog (`GET /v1/changelog`): `2026-01-15`, `2026-11-28`, `2026-12-04`. Without it, the newest version on the day the token was made (for a call without a token, the newest). */
      'Kieu-Version'?: '2026-01-15' | '2026-11-28' | '2026-12-04';
    };
    body: ProductBatchRequest;
    responses: {
      200: SubmittedBatch;
      202: SubmittedBatch;
      400: {
        code: 'unsupported_version' | 'invalid_json' | 'invalid_idempotency_key';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      401: {
        code: 'invalid_api_token';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      402: {
        code: 'insufficient_credits';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      403: {
        code: 'service_not_permitted' | 'plan_upgrade_required';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      404: {
        code: 'model_not_found';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      409: {
        code: 'idempotency_key_reused' | 'model_not_ready';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      413: {
        code: 'payload_too_large';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        /** With `payload_too_large` and `file_too_large`: the limit that was passed, in bytes. A file too large is `file_too_large` however far over its limit it is. */
        max_bytes?: number;
        [key: string]: unknown;
      };
      415: {
        code: 'unsupported_media_type';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      422: {
        code: 'validation_failed' | 'batch_too_large' | 'option_not_supported' | 'model_retired';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      429: {
        code: 'rate_limit_exceeded' | 'too_many_open_batches' | 'fair_use_budget_reached';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        /** The seconds `Retry-After` says to wait before asking again. */
        retry_after_seconds: number;
        [key: string]: unknown;
      };
    };
    errorCode:
      | 'batch_too_large'
      | 'fair_use_budget_reached'
      | 'idempotency_key_reused'
      | 'insufficient_credits'
      | 'invalid_api_token'
      | 'invalid_idempotency_key'
      | 'invalid_json'
      | 'model_not_found'
      | 'model_not_ready'
      | 'model_retired'
      | 'option_not_supported'
      | 'payload_too_large'
      | 'plan_upgrade_required'
      | 'rate_limit_exceeded'
      | 'service_not_permitted'
      | 'too_many_open_batches'
      | 'unsupported_media_type'
      | 'unsupported_version'
      | 'validation_failed';
  };
  /** GET /v1/batches/{id}: Get a batch and its jobs */
  'get-batch': {
    method: 'GET';
    path: '/v1/batches/{id}';
    pathParams: {
      id: string;
    };
    query: never;
    headers: {
      /** The API version to follow, a date from the changelog (`GET /v1/changelog`): `2026-01-15`, `2026-11-28`, `2026-12-04`. Without it, the newest version on the day the token was made (for a call without a token, the newest). */
      'Kieu-Version'?: '2026-01-15' | '2026-11-28' | '2026-12-04';
    };
    body: never;
    responses: {
      200: BatchResponse;
      400: {
        code: 'unsupported_version';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      401: {
        code: 'invalid_api_token';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      403: {
        code: 'service_not_permitted';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      404: {
        code: 'not_found';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      422: {
        code: 'validation_failed';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      429: {
        code: 'rate_limit_exceeded';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        /** The seconds `Retry-After` says to wait before asking again. */
        retry_after_seconds: number;
        [key: string]: unknown;
      };
    };
    errorCode:
      | 'invalid_api_token'
      | 'not_found'
      | 'rate_limit_exceeded'
      | 'service_not_permitted'
      | 'unsupported_version'
      | 'validation_failed';
  };
  /** GET /v1/webhook-secret: Get the webhook secret */
  'get-webhook-secret': {
    method: 'GET';
    path: '/v1/webhook-secret';
    pathParams: never;
    query: never;
    headers: {
      /** The API version to follow, a date from the changelog (`GET /v1/changelog`): `2026-01-15`, `2026-11-28`, `2026-12-04`. Without it, the newest version on the day the token was made (for a call without a token, the newest). */
      'Kieu-Version'?: '2026-01-15' | '2026-11-28' | '2026-12-04';
    };
    body: never;
    responses: {
      200: WebhookSecret;
      400: {
        code: 'unsupported_version';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      401: {
        code: 'invalid_api_token';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      429: {
        code: 'rate_limit_exceeded';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        /** The seconds `Retry-After` says to wait before asking again. */
        retry_after_seconds: number;
        [key: string]: unknown;
      };
    };
    errorCode: 'invalid_api_token' | 'rate_limit_exceeded' | 'unsupported_version';
  };
  /** POST /v1/webhook-secret/rotate: Rotate the webhook secret */
  'rotate-webhook-secret': {
    method: 'POST';
    path: '/v1/webhook-secret/rotate';
    pathParams: never;
    query: never;
    headers: {
      /** The API version to follow, a date from the changelog (`GET /v1/changelog`): `2026-01-15`, `2026-11-28`, `2026-12-04`. Without it, the newest version on the day the token was made (for a call without a token, the newest). */
      'Kieu-Version'?: '2026-01-15' | '2026-11-28' | '2026-12-04';
    };
    body: never;
    responses: {
      200: WebhookSecret;
      400: {
        code: 'unsupported_version';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      401: {
        code: 'invalid_api_token';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      429: {
        code: 'rate_limit_exceeded';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        /** The seconds `Retry-After` says to wait before asking again. */
        retry_after_seconds: number;
        [key: string]: unknown;
      };
    };
    errorCode: 'invalid_api_token' | 'rate_limit_exceeded' | 'unsupported_version';
  };
  /** POST /v1/webhooks/test: Send a test event */
  'send-test-webhook': {
    method: 'POST';
    path: '/v1/webhooks/test';
    pathParams: never;
    query: never;
    headers: {
      /** The API version to follow, a date from the changelog (`GET /v1/changelog`): `2026-01-15`, `2026-11-28`, `2026-12-04`. Without it, the newest version on the day the token was made (for a call without a token, the newest). */
      'Kieu-Version'?: '2026-01-15' | '2026-11-28' | '2026-12-04';
    };
    body: WebhookTestRequest;
    responses: {
      200: WebhookTestDelivery;
      400: {
        code: 'unsupported_version' | 'invalid_json';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      401: {
        code: 'invalid_api_token';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      413: {
        code: 'payload_too_large';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        /** With `payload_too_large` and `file_too_large`: the limit that was passed, in bytes. A file too large is `file_too_large` however far over its limit it is. */
        max_bytes?: number;
        [key: string]: unknown;
      };
      415: {
        code: 'unsupported_media_type';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      422: {
        code: 'validation_failed';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      429: {
        code: 'rate_limit_exceeded';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        /** The seconds `Retry-After` says to wait before asking again. */
        retry_after_seconds: number;
        [key: string]: unknown;
      };
    };
    errorCode:
      | 'invalid_api_token'
      | 'invalid_json'
      | 'payload_too_large'
      | 'rate_limit_exceeded'
      | 'unsupported_media_type'
      | 'unsupported_version'
      | 'validation_failed';
  };
  /** POST /v1/exports: Export results for a marketplace */
  'create-export': {
    method: 'POST';
    path: '/v1/exports';
    pathParams: never;
    query: never;
    headers: {
      /** The API version to follow, a date from the changelog (`GET /v1/changelog`): `2026-01-15`, `2026-11-28`, `2026-12-04`. Without it, the newest version on the day the token was made (for a call without a token, the newest). */
      'Kieu-Version'?: '2026-01-15' | '2026-11-28' | '2026-12-04';
    };
    body: {
      /** The marketplace the images are fitted to: `shopee` 1024 × 1024 under 2 MB, `tiktok-shop` 1080 × 1080 under 5 MB, `lazada` 1000 × 1000 under 3 MB (square JPEGs padded with white, never cropped into the picture), or `original` (each result at its own size, JPEG). */
      preset: 'shopee' | 'tiktok-shop' | 'lazada' | 'original';
      /** Export this batch’s successful jobs. */
      batch_id?: string;
      /** Export these jobs of your account, in this order (1 to 500); each must have succeeded with an image. */
      job_ids?: string[];
      /** What to do with results that need review: their garment fidelity check (`fidelity` of the job) warned or failed and you have not approved them. `leave-out` (the default) packs the others and counts them in `left_out`; `ask` queues nothing and answers 409 `export_needs_review` with their count. A `tiktok-shop` export takes none of them whatever the choice: 422 `export_review_required`. */
      needs_review?: 'leave-out' | 'ask';
      /** Told with a signed `export.ready` POST once the ZIP is ready (the same rules as a job’s `webhook_url`). */
      webhook_url?: string;
    } & ({ batch_id: string } | { job_ids: string[] });
    responses: {
      202: {
        export: Export;
        /** The results left out because they need review (`needs_review: "leave-out"`): their count and job ids. */
        left_out: {
          needs_review: number;
          generation_ids: string[];
        };
      };
      400: {
        code: 'unsupported_version' | 'invalid_json';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      401: {
        code: 'invalid_api_token';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      403: {
        code: 'service_not_permitted';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      404: {
        code: 'not_found';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      409: {
        code: 'export_needs_review';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      413: {
        code: 'payload_too_large';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        /** With `payload_too_large` and `file_too_large`: the limit that was passed, in bytes. A file too large is `file_too_large` however far over its limit it is. */
        max_bytes?: number;
        [key: string]: unknown;
      };
      415: {
        code: 'unsupported_media_type';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      422: {
        code:
          | 'validation_failed'
          | 'export_empty'
          | 'export_results_not_exportable'
          | 'export_too_many_results'
          | 'export_review_required';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      429: {
        code: 'rate_limit_exceeded' | 'too_many_exports';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        /** The seconds `Retry-After` says to wait before asking again. */
        retry_after_seconds: number;
        [key: string]: unknown;
      };
    };
    errorCode:
      | 'export_empty'
      | 'export_needs_review'
      | 'export_results_not_exportable'
      | 'export_review_required'
      | 'export_too_many_results'
      | 'invalid_api_token'
      | 'invalid_json'
      | 'not_found'
      | 'payload_too_large'
      | 'rate_limit_exceeded'
      | 'service_not_permitted'
      | 'too_many_exports'
      | 'unsupported_media_type'
      | 'unsupported_version'
      | 'validation_failed';
  };
  /** GET /v1/exports/{id}: Get an export */
  'get-export': {
    method: 'GET';
    path: '/v1/exports/{id}';
    pathParams: {
      id: string;
    };
    query: never;
    headers: {
      /** The API version to follow, a date from the changelog (`GET /v1/changelog`): `2026-01-15`, `2026-11-28`, `2026-12-04`. Without it, the newest version on the day the token was made (for a call without a token, the newest). */
      'Kieu-Version'?: '2026-01-15' | '2026-11-28' | '2026-12-04';
    };
    body: never;
    responses: {
      200: {
        export: Export;
      };
      400: {
        code: 'unsupported_version';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      401: {
        code: 'invalid_api_token';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      404: {
        code: 'not_found';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      422: {
        code: 'validation_failed';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      429: {
        code: 'rate_limit_exceeded';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        /** The seconds `Retry-After` says to wait before asking again. */
        retry_after_seconds: number;
        [key: string]: unknown;
      };
    };
    errorCode:
      | 'invalid_api_token'
      | 'not_found'
      | 'rate_limit_exceeded'
      | 'unsupported_version'
      | 'validation_failed';
  };
  /** POST /v1/fidelity: Check a result against its product photo */
  'check-fidelity': {
    method: 'POST';
    path: '/v1/fidelity';
    pathParams: never;
    query: never;
    headers: {
      /** The API version to follow, a date from the changelog (`GET /v1/changelog`): `2026-01-15`, `2026-11-28`, `2026-12-04`. Without it, the newest version on the day the token was made (for a call without a token, the newest). */
      'Kieu-Version'?: '2026-01-15' | '2026-11-28' | '2026-12-04';
    };
    body: {
      /** The product photo: the garment alone (flat-lay, ghost mannequin) or worn. JPEG, PNG or WebP by its content, up to 10 MB and 40 megapixels. */
      product: Blob;
      /** The picture that claims to show the product: a try-on result, ours or made elsewhere. JPEG, PNG or WebP by its content, up to 10 MB and 40 megapixels. */
      result: Blob;
      /** Where the garment is on the person in `result`; `auto` (the default) reads it off the product photo’s shape. */
      category?: 'dresses' | 'tops' | 'bottoms' | 'outerwear' | 'ao-dai' | 'ao-ba-ba' | 'auto';
    };
    responses: {
      200: Fidelity;
      400: {
        code: 'unsupported_version' | 'invalid_form';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      401: {
        code: 'invalid_api_token';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      403: {
        code: 'service_not_permitted';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      413: {
        code: 'payload_too_large' | 'file_too_large';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        /** With `payload_too_large` and `file_too_large`: the limit that was passed, in bytes. A file too large is `file_too_large` however far over its limit it is. */
        max_bytes?: number;
        [key: string]: unknown;
      };
      415: {
        code: 'unsupported_file_type';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      422: {
        code: 'validation_failed' | 'invalid_image' | 'image_too_large' | 'no_garment';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      429: {
        code: 'rate_limit_exceeded';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        /** The seconds `Retry-After` says to wait before asking again. */
        retry_after_seconds: number;
        [key: string]: unknown;
      };
    };
    errorCode:
      | 'file_too_large'
      | 'image_too_large'
      | 'invalid_api_token'
      | 'invalid_form'
      | 'invalid_image'
      | 'no_garment'
      | 'payload_too_large'
      | 'rate_limit_exceeded'
      | 'service_not_permitted'
      | 'unsupported_file_type'
      | 'unsupported_version'
      | 'validation_failed';
  };
  /** GET /v1/models: List the brand’s models */
  'list-models': {
    method: 'GET';
    path: '/v1/models';
    pathParams: never;
    query: {
      /** `true` lists retired models too, after the others. */
      include_retired?: 'true' | 'false';
    };
    headers: {
      /** The API version to follow, a date from the changelog (`GET /v1/changelog`): `2026-01-15`, `2026-11-28`, `2026-12-04`. Without it, the newest version on the day the token was made (for a call without a token, the newest). */
      'Kieu-Version'?: '2026-01-15' | '2026-11-28' | '2026-12-04';
    };
    body: never;
    responses: {
      200: {
        items: Model[];
      };
      400: {
        code: 'unsupported_version';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      401: {
        code: 'invalid_api_token';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      422: {
        code: 'validation_failed';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      429: {
        code: 'rate_limit_exceeded';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        /** The seconds `Retry-After` says to wait before asking again. */
        retry_after_seconds: number;
        [key: string]: unknown;
      };
    };
    errorCode:
      'invalid_api_token' | 'rate_limit_exceeded' | 'unsupported_version' | 'validation_failed';
  };
  /** POST /v1/models: Create a brand model */
  'create-model': {
    method: 'POST';
    path: '/v1/models';
    pathParams: never;
    query: never;
    headers: {
      /** The API version to follow, a date from the changelog (`GET /v1/changelog`): `2026-01-15`, `2026-11-28`, `2026-12-04`. Without it, the newest version on the day the token was made (for a call without a token, the newest). */
      'Kieu-Version'?: '2026-01-15' | '2026-11-28' | '2026-12-04';
    };
    body: {
      /** 1 to 60 characters after trimming; unique among the account’s models not retired, whatever the case. */
      name: string;
      /** The body generator’s parameters (as `POST /v1/body-generator/jobs` takes them): the model is made by a body generator job, charged as one. Alone, or with `face`. */
      params?: {
        gender: 'male' | 'female';
        height: number;
        weight: number;
        age: number;
        skinTone: 'very-light' | 'light' | 'medium' | 'tan' | 'brown' | 'dark';
        bodyType:
          | 'ectomorph'
          | 'mesomorph'
          | 'endomorph'
          | 'slim'
          | 'average'
          | 'curvy'
          | 'athletic'
          | 'muscular';
        prompt?: string;
        hints?: string;
        aspectRatio?: '1:1' | '3:4' | '4:3' | '9:16' | '16:9';
      };
      /** With `params`: the id of a `face` upload (`POST /v1/uploads` with `kind=face` and `consent`), the face the body generator gives the model and kept as its identity reference. */
      face?: string;
      /** Alone: the id of a `model` upload (`POST /v1/uploads` with `kind=model` and `consent`), a full-body photo the try-on can dress. The model is ready at once and costs nothing. */
      photo?: string;
    };
    responses: {
      201: {
        model: Model;
        /** Credits left after the job’s hold. */
        balance: number;
      };
      202: {
        model: Model;
        /** Credits left after the job’s hold. */
        balance: number;
      };
      400: {
        code: 'unsupported_version' | 'invalid_json';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      401: {
        code: 'invalid_api_token';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      402: {
        code: 'insufficient_credits';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      403: {
        code: 'service_not_permitted';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      409: {
        code: 'model_name_taken';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      413: {
        code: 'payload_too_large';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        /** With `payload_too_large` and `file_too_large`: the limit that was passed, in bytes. A file too large is `file_too_large` however far over its limit it is. */
        max_bytes?: number;
        [key: string]: unknown;
      };
      415: {
        code: 'unsupported_media_type';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      422: {
        code:
          | 'validation_failed'
          | 'option_not_supported'
          | 'no_person'
          | 'not_full_body'
          | 'pose_not_supported';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      429: {
        code: 'rate_limit_exceeded' | 'too_many_concurrent_jobs' | 'fair_use_budget_reached';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        /** The seconds `Retry-After` says to wait before asking again. */
        retry_after_seconds: number;
        [key: string]: unknown;
      };
    };
    errorCode:
      | 'fair_use_budget_reached'
      | 'insufficient_credits'
      | 'invalid_api_token'
      | 'invalid_json'
      | 'model_name_taken'
      | 'no_person'
      | 'not_full_body'
      | 'option_not_supported'
      | 'payload_too_large'
      | 'pose_not_supported'
      | 'rate_limit_exceeded'
      | 'service_not_permitted'
      | 'too_many_concurrent_jobs'
      | 'unsupported_media_type'
      | 'unsupported_version'
      | 'validation_failed';
  };
  /** GET /v1/models/{id}: Get a brand model */
  'get-model': {
    method: 'GET';
    path: '/v1/models/{id}';
    pathParams: {
      id: string;
    };
    query: never;
    headers: {
      /** The API version to follow, a date from the changelog (`GET /v1/changelog`): `2026-01-15`, `2026-11-28`, `2026-12-04`. Without it, the newest version on the day the token was made (for a call without a token, the newest). */
      'Kieu-Version'?: '2026-01-15' | '2026-11-28' | '2026-12-04';
    };
    body: never;
    responses: {
      200: {
        model: Model;
      };
      400: {
        code: 'unsupported_version';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      401: {
        code: 'invalid_api_token';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      404: {
        code: 'not_found';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      422: {
        code: 'validation_failed';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      429: {
        code: 'rate_limit_exceeded';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        /** The seconds `Retry-After` says to wait before asking again. */
        retry_after_seconds: number;
        [key: string]: unknown;
      };
    };
    errorCode:
      | 'invalid_api_token'
      | 'not_found'
      | 'rate_limit_exceeded'
      | 'unsupported_version'
      | 'validation_failed';
  };
  /** PATCH /v1/models/{id}: Rename a brand model */
  'rename-model': {
    method: 'PATCH';
    path: '/v1/models/{id}';
    pathParams: {
      id: string;
    };
    query: never;
    headers: {
      /** The API version to follow, a date from the changelog (`GET /v1/changelog`): `2026-01-15`, `2026-11-28`, `2026-12-04`. Without it, the newest version on the day the token was made (for a call without a token, the newest). */
      'Kieu-Version'?: '2026-01-15' | '2026-11-28' | '2026-12-04';
    };
    body: {
      /** 1 to 60 characters after trimming; unique among the account’s models not retired, whatever the case. */
      name: string;
    };
    responses: {
      200: {
        model: Model;
      };
      400: {
        code: 'unsupported_version' | 'invalid_json';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      401: {
        code: 'invalid_api_token';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      403: {
        code: 'service_not_permitted';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      404: {
        code: 'not_found';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      409: {
        code: 'model_name_taken';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      413: {
        code: 'payload_too_large';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        /** With `payload_too_large` and `file_too_large`: the limit that was passed, in bytes. A file too large is `file_too_large` however far over its limit it is. */
        max_bytes?: number;
        [key: string]: unknown;
      };
      415: {
        code: 'unsupported_media_type';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      422: {
        code: 'validation_failed';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      429: {
        code: 'rate_limit_exceeded';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        /** The seconds `Retry-After` says to wait before asking again. */
        retry_after_seconds: number;
        [key: string]: unknown;
      };
    };
    errorCode:
      | 'invalid_api_token'
      | 'invalid_json'
      | 'model_name_taken'
      | 'not_found'
      | 'payload_too_large'
      | 'rate_limit_exceeded'
      | 'service_not_permitted'
      | 'unsupported_media_type'
      | 'unsupported_version'
      | 'validation_failed';
  };
  /** DELETE /v1/models/{id}: Retire a brand model */
  'retire-model': {
    method: 'DELETE';
    path: '/v1/models/{id}';
    pathParams: {
      id: string;
    };
    query: never;
    headers: {
      /** The API version to follow, a date from the changelog (`GET /v1/changelog`): `2026-01-15`, `2026-11-28`, `2026-12-04`. Without it, the newest version on the day the token was made (for a call without a token, the newest). */
      'Kieu-Version'?: '2026-01-15' | '2026-11-28' | '2026-12-04';
    };
    body: never;
    responses: {
      200: {
        model: Model;
      };
      400: {
        code: 'unsupported_version';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      401: {
        code: 'invalid_api_token';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      403: {
        code: 'service_not_permitted';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      404: {
        code: 'not_found';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      422: {
        code: 'validation_failed';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
      429: {
        code: 'rate_limit_exceeded';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        /** The seconds `Retry-After` says to wait before asking again. */
        retry_after_seconds: number;
        [key: string]: unknown;
      };
    };
    errorCode:
      | 'invalid_api_token'
      | 'not_found'
      | 'rate_limit_exceeded'
      | 'service_not_permitted'
      | 'unsupported_version'
      | 'validation_failed';
  };
  /** GET /v1/capabilities: What each service’s engine takes */
  'get-capabilities': {
    method: 'GET';
    path: '/v1/capabilities';
    pathParams: never;
    query: never;
    headers: {
      /** The API version to follow, a date from the changelog (`GET /v1/changelog`): `2026-01-15`, `2026-11-28`, `2026-12-04`. Without it, the newest version on the day the token was made (for a call without a token, the newest). */
      'Kieu-Version'?: '2026-01-15' | '2026-11-28' | '2026-12-04';
    };
    body: never;
    responses: {
      200: Capabilities;
      400: {
        code: 'unsupported_version';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
    };
    errorCode: 'unsupported_version';
  };
  /** GET /v1/changelog: List the API versions and what each changed */
  'get-changelog': {
    method: 'GET';
    path: '/v1/changelog';
    pathParams: never;
    query: never;
    headers: {
      /** The API version to follow, a date from the changelog (`GET /v1/changelog`): `2026-01-15`, `2026-11-28`, `2026-12-04`. Without it, the newest version on the day the token was made (for a call without a token, the newest). */
      'Kieu-Version'?: '2026-01-15' | '2026-11-28' | '2026-12-04';
    };
    body: never;
    responses: {
      200: Changelog;
      400: {
        code: 'unsupported_version';
        message: string;
        detail: string;
        errors?: Array<{
          path: string;
          message: string;
        }>;
        [key: string]: unknown;
      };
    };
    errorCode: 'unsupported_version';
  };
}

/** The event each webhook delivery carries, by its `type` (the `Kieu-Event` header). */
export interface WebhookEvents {
  'job.succeeded': JobSucceededEvent;
  'job.failed': JobFailedEvent;
  'job.cancelled': JobCancelledEvent;
  'batch.completed': BatchCompletedEvent;
  'export.ready': ExportReadyEvent;
  'webhook.test': WebhookTestEvent;
}

export type WebhookEventType = keyof WebhookEvents;

/** Any webhook delivery's body: narrow it on `type`. */
export type WebhookEvent = WebhookEvents[WebhookEventType];

/** Every error code the document lists, over all operations. */
export type ApiErrorCode =
  | 'batch_too_large'
  | 'export_empty'
  | 'export_needs_review'
  | 'export_results_not_exportable'
  | 'export_review_required'
  | 'export_too_many_results'
  | 'fair_use_budget_reached'
  | 'file_too_large'
  | 'idempotency_key_reused'
  | 'image_too_large'
  | 'input_not_image'
  | 'input_too_large'
  | 'input_url_refused'
  | 'input_url_unreachable'
  | 'instruction_not_understood'
  | 'insufficient_credits'
  | 'invalid_api_token'
  | 'invalid_form'
  | 'invalid_idempotency_key'
  | 'invalid_image'
  | 'invalid_json'
  | 'job_already_finished'
  | 'model_name_taken'
  | 'model_not_found'
  | 'model_not_ready'
  | 'model_retired'
  | 'no_garment'
  | 'no_person'
  | 'not_found'
  | 'not_full_body'
  | 'option_not_supported'
  | 'payload_too_large'
  | 'plan_upgrade_required'
  | 'pose_not_supported'
  | 'rate_limit_exceeded'
  | 'rate_limited'
  | 'service_not_permitted'
  | 'storage_quota_exceeded'
  | 'too_many_concurrent_jobs'
  | 'too_many_exports'
  | 'too_many_open_batches'
  | 'unsupported_file_type'
  | 'unsupported_media_type'
  | 'unsupported_version'
  | 'validation_failed';

export type OperationId = keyof Operations;
