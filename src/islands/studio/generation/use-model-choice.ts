import { useState } from 'react';
import type { Asset } from '../../../contracts/assets.ts';
import type { IslandKey } from '../../app-shell/i18n.ts';

/**
 * Where the model tools' model comes from (issue 42): a suitable model the engine picks, a
 * sample model named by its id, or the seller's own model photo. The brand's models (GET
 * /models) join as one more source once that API exists.
 */
export type ModelSource = 'suitable' | 'sample' | 'own';

/** What a model choice adds to a submit: `params.model`, or the photo as `inputs.person`. */
export type ModelRequest =
  | { ok: true; params: { model?: string }; inputs: { person?: string } }
  | { ok: false; message: IslandKey };

/** A sample model's id ('model-lan'); a brand model is a UUID (issue 42 point 7). */
export const isSampleModelId = (id: string) => /^model-[a-z0-9-]+$/.test(id);

/**
 * The model chooser's state, shared by product to model and model swap: the source, the sample
 * chosen, the own photo, and the optional model and pose prompt.
 * @example const model = useModelChoice(); model.request() // { ok: true, params: {}, inputs: {} }
 */
export function useModelChoice() {
  const [source, setSource] = useState<ModelSource>('suitable');
  const [sampleId, setSampleId] = useState<string | null>(null);
  const [person, setPerson] = useState<Asset | null>(null);
  const [prompt, setPrompt] = useState('');

  function request(): ModelRequest {
    if (source === 'sample') {
      return sampleId
        ? { ok: true, params: { model: sampleId }, inputs: {} }
        : { ok: false, message: 'modelTools.missing.sample' };
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
    setPerson(null);
    setPrompt('');
  }

  /**
   * Fills the choice from a generation (regenerate): its own photo, or a sample's id. A brand
   * model's id waits for the brand models' source: until then the run starts from a suitable model.
   */
  function prefill(model: string | undefined, ownPhoto: Asset | undefined, text?: string) {
    reset();
    setPrompt(text ?? '');
    if (ownPhoto) {
      setSource('own');
      setPerson(ownPhoto);
    } else if (model && isSampleModelId(model)) {
      setSource('sample');
      setSampleId(model);
    }
  }

  /** Whether the chosen source has what it needs to generate. */
  const complete = request().ok;

  return {
    source,
    setSource,
    sampleId,
    setSampleId,
    person,
    setPerson,
    prompt,
    setPrompt,
    request,
    reset,
    prefill,
    complete,
  };
}

export type ModelChoiceState = ReturnType<typeof useModelChoice>;
