import { useState } from 'react';
import { serverFieldErrors } from '../../../ui/form-errors';
import type { FieldErrors } from './event-fields';

/** A form's field errors and general message from a refused save (the server names the fields, §8). */
export function useServerErrors<F extends string>(fields: readonly F[]) {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [general, setGeneral] = useState<string | null>(null);
  return {
    errors,
    general,
    clear: () => {
      setErrors({});
      setGeneral(null);
    },
    show: (error: unknown) => {
      const placed = serverFieldErrors(error, fields);
      setErrors(placed.fields);
      setGeneral(placed.general);
    },
  };
}
