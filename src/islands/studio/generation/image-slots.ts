import type { AssetKind } from '../../../contracts/studio.ts';
import type { IslandKey } from '../../app-shell/i18n.ts';

export interface ImageSlot {
  /** What the picker lists and keeps the upload as. */
  kind: AssetKind;
  label: IslandKey;
  /** Whole phrases, so each reads naturally in both languages; `choose` also titles the picker. */
  choose: IslandKey;
  change: IslandKey;
  /** Only an optional slot can be emptied again. */
  remove?: IslandKey;
}

/** The input images of the tool screens, by role. */
export const imageSlots = {
  // A portrait is kept as a face (spec §3 asset kinds), so the try-on's model picker, which
  // lists models only, never offers it (issue 22 point 15; decision 043).
  portrait: {
    kind: 'face',
    label: 'toolsUi.hair.portrait',
    choose: 'toolsUi.slot.portrait.choose',
    change: 'toolsUi.slot.portrait.change',
  },
  source: {
    kind: 'image',
    label: 'history.inputRole.source',
    choose: 'toolsUi.slot.source.choose',
    change: 'toolsUi.slot.source.change',
  },
  face: {
    kind: 'face',
    label: 'toolsUi.body.face',
    choose: 'toolsUi.slot.face.choose',
    change: 'toolsUi.slot.face.change',
    remove: 'toolsUi.slot.face.remove',
  },
  // Issue 42: product to model's product photo (flat-lay, hanger, ghost mannequin or worn) is
  // kept as a garment; model swap's worn photo shows a person, so the picker asks consent.
  product: {
    kind: 'garment',
    label: 'modelTools.product.label',
    choose: 'modelTools.slot.product.choose',
    change: 'modelTools.slot.product.change',
  },
  worn: {
    kind: 'image',
    label: 'modelTools.worn.label',
    choose: 'modelTools.slot.worn.choose',
    change: 'modelTools.slot.worn.change',
  },
  /** The seller's own model photo, the model tools' `inputs.person`. */
  person: {
    kind: 'model',
    label: 'modelTools.model.own',
    choose: 'modelTools.slot.person.choose',
    change: 'modelTools.slot.person.change',
  },
} as const satisfies Record<string, ImageSlot>;

export type ImageSlotName = keyof typeof imageSlots;
