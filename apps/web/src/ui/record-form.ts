import { type BaseSyntheticEvent, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { contractResolver } from '../core/contract-resolver';
import { applyServerErrors } from './form-errors';

export interface RecordFormOptions<V extends FieldValues, R> {
  /** The contract's body schema: the browser refuses what the server refuses, in its words. */
  schema: z.ZodType;
  /** The form's values as the schema reads them (empty strings → null, a kept password…). */
  prepare?: (values: V) => Record<string, unknown>;
  /** The record's values (edit) or the empty form's (create); read once: key the form by the record. */
  defaultValues: DefaultValues<V>;
  /**
   * The fields the form shows, for the server's messages (`body.<field>`); by default the keys of
   * `defaultValues`. A message for any other field is shown above the form.
   */
  fields?: readonly Path<V>[];
  /** The form's part of the request (`body`, `body.userData`). */
  under?: string;
  /** Request fields the form shows under another name (`check` → `checkPort`). */
  shownAs?: Readonly<Record<string, Path<V>>>;
  /** Sends the values (create or update); its rejection is placed on the fields. */
  submit: (values: V) => Promise<R>;
  /** After a save: go back to the list with a flash, open the new record… */
  onSaved?: (saved: R, values: V) => void;
}

export interface RecordForm<V extends FieldValues> {
  form: UseFormReturn<V>;
  /** For `<FormPage onSubmit>` or a dialog's form. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** What belongs to no field (a 403, a network error, a message for a field not shown). */
  formError: string | null;
  setFormError: (message: string | null) => void;
  pending: boolean;
}

/**
 * Every create and edit form: react-hook-form with the contract's schema as its resolver, the save
 * sent through `submit`, and a refused save's messages placed on the fields it names (the first
 * focused) or above the form. A form page is then its fields and what to do after the save.
 */
export function useRecordForm<V extends FieldValues, R = unknown>(options: RecordFormOptions<V, R>): RecordForm<V> {
  const check = contractResolver<V>(options.schema, options.prepare);
  const form = useForm<V>({
    // The schema judges the values; `submit` gets the form's own (a file, a null the schema would
    // turn into its default): the server applies the schema again, so nothing is lost.
    resolver: async (values, context, resolverOptions) => {
      const result = await check(values, context, resolverOptions);
      return Object.keys(result.errors).length ? result : { values, errors: {} };
    },
    defaultValues: options.defaultValues,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const fields = options.fields ?? (Object.keys(options.defaultValues ?? {}) as Path<V>[]);
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    let saved: R;
    try {
      saved = await options.submit(values);
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, fields, options.under, options.shownAs));
      return;
    }
    options.onSaved?.(saved, values);
  });
  return { form, onSubmit, formError, setFormError, pending: form.formState.isSubmitting };
}
