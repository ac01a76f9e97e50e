import { useState } from 'react';
import type { Asset } from '../../../contracts/assets.ts';
import type { IslandKey } from '../../app-shell/i18n.ts';

/**
 * Where the model tools' model comes from (issue 42): a suitable model the engine picks, a
 * sample model named by its id, one of the brand's models (GET /models) named by its id, or
 * the seller's own model photo.
 */
export type ModelSource = 'suitable' | 'sample' | 'brand' | 'own';

/** What a model choice adds to a submit: `params.model`, or the photo as `inputs.person`. */
export type ModelRequest =
  | { ok: true; params: { model?: string }; inputs: { person?: string } }
  | { ok: false; message: IslandKey };

/** A sample model's id ('model-lan'); a brand model is a UUID (issue 42 point 7). */
export const isSampleModelId = (id: string) => /^model-[a-z0-9-]+$/.test(id);

/** A brand model's id, as GET /models names it. */
export const isBrandModelId = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/**
 * The model chooser's state, shared by product to model and model swap: the source, the sample
 * or brand model chosen, the own photo, and the optional model and pose prompt.
 * @example const model = useModelChoice(); model.request() // { ok: true, params: {}, inputs: {} }
 */
export function useModelChoice() {
  const [source, setSource] = useState<ModelSource>('suitable');
  const [sampleId, setSampleId] = useState<string | null>(null);
  const [brandModelId, setBrandModelId] = useState<string | null>(null);
  const [person, setPerson] = useState<Asset | null>(null);
  const [prompt, setPrompt] = useState('');

  function request(): ModelRequest {
    if (source === 'sample') {
      return sampleId
        ? { ok: true, params: { model: sampleId }, inputs: {} }
        : { ok: false, message: 'modelTools.missing.sample' };
    }
    if (source === 'brand') {
      return brandModelId
        ? { ok: true, params: { model: brandModelId }, inputs: {} }
        : { ok: false, message: 'modelTools.missing.brand' };
    }
    if (source === 'own') {
      return person
        ? { ok: true, params: {}, inputs: { person: person.id } }
        : { ok: false, message: 'modelTools.missing.own' };
    }
    return { ok: true, params: {}, inputs: {} };
  }

  /** Back to "a suitable model" with no prompt (start over). */
  function reset() {
    setSource('suitable');
    setSampleId(null);
    setBrandModelId(null);
    setPerson(null);
    setPrompt('');
  }

  /**
   * Fills the choice from a generation (regenerate): a sample's or a brand model's id, else its
   * own photo. The id comes first: the server records the model it chose as the `person` input
   * too, and a submit never names both (a regenerated brand model stays that model, renamed or
   * not; a retired one is refused by the submit, in the page's language).
   */
  function prefill(model: string | undefined, ownPhoto: Asset | undefined, text?: string) {
    reset();
    setPrompt(text ?? '');
    if (model && isSampleModelId(model)) {
      setSource('sample');
      setSampleId(model);
    } else if (model && isBrandModelId(model)) {
      setSource('brand');
      setBrandModelId(model);
    } else if (ownPhoto) {
      setSource('own');
      setPerson(ownPhoto);
    }
  }

  const chosen = request();
  /** What the chosen source still needs to generate (the screen's status line), or null. */
  const missing = chosen.ok ? null : chosen.message;

  return {
    source,
    setSource,
    sampleId,
    setSampleId,
    brandModelId,
    setBrandModelId,
    person,
    setPerson,
    prompt,
    setPrompt,
    request,
    reset,
    prefill,
    missing,
  };
}

export type ModelChoiceState = ReturnType<typeof useModelChoice>;
