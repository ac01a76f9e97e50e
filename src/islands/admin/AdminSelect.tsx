/** The admin lists' filter field: a labelled select whose first option means "any". */
export function AdminSelect<Value extends string>(props: {
  id: string;
  label: string;
  value: Value | '';
  onChange: (value: Value | '') => void;
  any: string;
  options: readonly { value: Value; label: string }[];
}) {
  return (
    <div>
      <label htmlFor={props.id} className="text-sm font-semibold text-ink-800">
        {props.label}
      </label>
      <select
        id={props.id}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value as Value | '')}
        className="mt-1 w-full rounded-md border border-ink-300 px-3 py-2 text-ink-900"
      >
        <option value="">{props.any}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
