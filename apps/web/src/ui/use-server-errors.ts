import { useState } from 'react';
import { serverFieldErrors } from './form-errors';

/** A form's field errors and general message from a refused save (the server names the fields, §8). */
export function useServerErrors<F extends string>(fields: readonly F[], under = 'body') {
  const [errors, setErrors] = useState<Partial<Record<F, string[]>>>({});
  const [general, setGeneral] = useState<string | null>(null);
  return {
    errors,
    general,
    clear: () => {
      setErrors({});
      setGeneral(null);
    },
    show: (error: unknown) => {
      const placed = serverFieldErrors(error, fields, under);
      setErrors(placed.fields);
      setGeneral(placed.general);
    },
  };
}
