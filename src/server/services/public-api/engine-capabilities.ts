import { z } from 'zod';
import { studioTools, type StudioTool } from '../../../contracts/studio.ts';
import { toolParamsSchemas } from '../../../contracts/tool-params-schemas.ts';
import { engineNameFor, type Engine, type ToolRequest } from '../../engine/engine.ts';

export type OptionValue = string | number | boolean;

/** An option the configured engine refuses, in whole or for some of its values. */
export interface OptionCapability {
  /** The request path, as the 422 `option_not_supported` names it: `params.mode`, `mask`. */
  name: string;
  /** `some`: only the `accepted` values; `none`: the option must be left out. */
  takes: 'some' | 'none';
  /** For an option with a list of values: those the engine takes (the default among them). */
  accepted?: OptionValue[];
  /** For an option with a list of values: those the engine refuses. */
  refused?: OptionValue[];
  /** The model that refuses them, as the 422 names it. */
  model: string;
}

export interface ServiceCapabilities {
  service: StudioTool;
  /** The engine that makes the service's results (the first of a failover chain). */
  engine: string;
  /** Only the options the engine refuses: any other takes every value the document allows. */
  options: OptionCapability[];
}

/** One option to ask the engine about, with the values to ask. */
interface Probe {
  name: string;
  /** Every value the option may take, or one standing for a range (`listed: false`). */
  values: OptionValue[];
  listed: boolean;
  request: (value: OptionValue) => ToolRequest;
}

type JsonSchema = {
  type?: string;
  enum?: OptionValue[];
  const?: OptionValue;
  anyOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  properties?: Record<string, JsonSchema>;
};

/** A range this short is asked value by value (numSamples 1–4); a longer one by its minimum. */
const LISTED_RANGE = 10;

/** The values of one parameter to ask about, from its schema; undefined for free text. */
function valuesOf(schema: JsonSchema): Pick<Probe, 'values' | 'listed'> | undefined {
  if (schema.enum) return { values: schema.enum, listed: true };
  if (schema.anyOf?.every((branch) => branch.const !== undefined)) {
    return { values: schema.anyOf.map((branch) => branch.const!), listed: true };
  }
  if (schema.type === 'boolean') return { values: [false, true], listed: true };
  if ((schema.type === 'integer' || schema.type === 'number') && schema.minimum !== undefined) {
    const { minimum, maximum } = schema;
    if (schema.type === 'integer' && maximum !== undefined && maximum - minimum < LISTED_RANGE) {
      return {
        values: Array.from({ length: maximum - minimum + 1 }, (_, i) => minimum + i),
        listed: true,
      };
    }
    return { values: [minimum], listed: false };
  }
  return undefined;
}

/**
 * What may be asked of a tool: each parameter of its contract schema (the one a submit is
 * validated with), and the two inputs the engine's check is told about (`ToolRequest`).
 */
function probesOf(tool: StudioTool): Probe[] {
  const schema = z.toJSONSchema(toolParamsSchemas[tool] as z.ZodType, {
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  const request = (params: Record<string, unknown>, flags: Partial<ToolRequest> = {}) => ({
    params,
    face: false,
    mask: false,
    ...flags,
  });
  const params = Object.entries(schema.properties ?? {}).flatMap(([field, property]) => {
    const values = valuesOf(property);
    return values
      ? [{ name: `params.${field}`, ...values, request: (value) => request({ [field]: value }) }]
      : [];
  }) satisfies Probe[];
  // check-submit.ts tells the engine of a face photo (body generator) and a painted mask
  // (hairstyle changer); the names are the request paths a refusal gives them.
  const flags: Probe[] = [];
  if (tool === 'body-generator') {
    flags.push({
      name: 'inputs.face',
      values: [false, true],
      listed: true,
      request: (value) => request({}, { face: value === true }),
    });
  }
  if (tool === 'hairstyle-changer') {
    flags.push({
      name: 'mask',
      values: [false, true],
      listed: true,
      request: (value) => request({}, { mask: value === true }),
    });
  }
  return [...params, ...flags];
}

/** The engine's answer to one probe: nothing when it takes every value. */
function capabilityOf(engine: Engine, tool: StudioTool, probe: Probe): OptionCapability[] {
  const accepted: OptionValue[] = [];
  const refused: OptionValue[] = [];
  let model = '';
  for (const value of probe.values) {
    const refusal = engine.unsupportedOption?.(tool, probe.request(value));
    if (refusal) {
      refused.push(value);
      model ||= refusal.model;
    } else accepted.push(value);
  }
  if (refused.length === 0) return [];
  if (!probe.listed) return [{ name: probe.name, takes: 'none', model }];
  // A flag refused when set is an input to leave out.
  if (probe.values.every((value) => typeof value === 'boolean') && accepted.length === 1) {
    if (accepted[0] === false) return [{ name: probe.name, takes: 'none', model }];
  }
  return [{ name: probe.name, takes: accepted.length ? 'some' : 'none', accepted, refused, model }];
}

/**
 * What each service's configured engine takes, read off the engine's own check
 * (`Engine.unsupportedOption`, asked before any credit is held at every submit): each option of
 * the tool's contract schema is put to it, value by value, so this answer and the 422
 * `option_not_supported` cannot disagree. Only refused options are listed.
 * @example readEngineCapabilities(createLocalEngine())[0] // { service: 'virtual-tryon', engine: 'local', options: [{ name: 'params.mode', takes: 'some', accepted: ['balanced'], … }] }
 */
export function readEngineCapabilities(engine: Engine): ServiceCapabilities[] {
  return studioTools.map((service) => ({
    service,
    engine: engineNameFor(engine, service),
    options: probesOf(service).flatMap((probe) => capabilityOf(engine, service, probe)),
  }));
}
