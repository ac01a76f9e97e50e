import { describe, expect, it } from 'vitest';
import { checkInstruction, instructionRefusal, operationKey } from './edit-instruction-check.ts';

const kinds = (text: string) => checkInstruction(text).operations.map(operationKey);

describe('checkInstruction', () => {
  it('refuses a request the local engine cannot do, as the user wrote it', () => {
    expect(checkInstruction('change the background to a sunset beach')).toEqual({
      operations: [],
      unknown: ['change the background to a sunset beach'],
      ok: false,
    });
    expect(checkInstruction('Đổi nền thành bãi biển lúc hoàng hôn').unknown).toEqual([
      'Đổi nền thành bãi biển lúc hoàng hôn',
    ]);
  });

  it('names the part it does not understand beside the parts it does', () => {
    const check = checkInstruction('Làm sáng hơn và đổi nền thành bãi biển');
    expect(check.ok).toBe(false);
    expect(check.operations).toEqual([{ kind: 'brighter' }]);
    expect(check.unknown).toEqual(['đổi nền thành bãi biển']);
    expect(checkInstruction('brighter, add a hat, then rotate left').unknown).toEqual([
      'add a hat',
    ]);
  });

  it('accepts every understood request, with or without accents and polite words', () => {
    expect(checkInstruction('make it darker and warmer').ok).toBe(true);
    expect(checkInstruction('please convert to black and white').ok).toBe(true);
    expect(checkInstruction('giúp mình xoay trái rồi làm lạnh hơn nhé').ok).toBe(true);
    expect(checkInstruction('xoa phong, sac net hon').ok).toBe(true);
    expect(checkInstruction('rotate 180 degrees').ok).toBe(true);
    expect(kinds('lật dọc và tách nền')).toEqual([
      'toolsUi.edit.op.flip-vertical',
      'toolsUi.edit.op.remove-background',
    ]);
  });

  it('does not take a direction word alone for an edit', () => {
    expect(checkInstruction('brighter, move her to the left').unknown).toEqual([
      'move her to the left',
    ]);
  });

  it('names a request written beside an understood one instead of dropping it (issue 40)', () => {
    expect(checkInstruction('Làm sáng hơn như ảnh studio').unknown).toEqual(['như ảnh studio']);
    expect(checkInstruction('make it brighter like a studio shot').unknown).toEqual([
      'like a studio shot',
    ]);
  });

  it('reads a colour background, a blurred one and a colour variant, with or without accents', () => {
    for (const text of [
      'Đổi nền thành màu trắng tinh và làm ảnh sáng hơn',
      'doi nen thanh mau trang tinh va lam anh sang hon',
      'white background, brighter',
    ]) {
      expect(checkInstruction(text)).toMatchObject({
        ok: true,
        operations: [{ kind: 'brighter' }, { kind: 'background-colour', colour: 'white' }],
      });
    }
    expect(checkInstruction('Làm mờ phông nền').operations).toEqual([{ kind: 'blur-background' }]);
    for (const text of ['Đổi màu váy thành đỏ', 'doi mau vay thanh do', 'make the dress red']) {
      expect(checkInstruction(text).operations).toEqual([
        { kind: 'recolour-garment', colour: 'red' },
      ]);
    }
    expect(checkInstruction('nền xanh navy').operations).toEqual([
      { kind: 'background-colour', colour: 'navy' },
    ]);
  });

  it('has nothing to refuse in an empty instruction (a preset decides)', () => {
    expect(checkInstruction('   ').ok).toBe(true);
  });
});

describe('instructionRefusal', () => {
  it('quotes the unknown part and offers the vocabulary and the presets', () => {
    const translate = (key: string, params?: Record<string, string>) =>
      key === 'generation.instruction.notUnderstood'
        ? `no: ${params!.unknown} | knows: ${params!.vocabulary} | presets: ${params!.presets}`
        : key.split('.').at(-1)!;
    const text = instructionRefusal(translate, checkInstruction('add a hat'), (items, type) =>
      items.join(type === 'disjunction' ? ' / ' : ' + '),
    );
    expect(text).toBe(
      'no: “add a hat” | knows: vocabulary | presets: enhance-quality / artistic-style / color-adjustment / remove-background / face-enhancement / lighting-correction',
    );
  });
});
