import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type TEnquiryRequest, type TEnquiryRequestInput, ZEnquiryRequest } from '@nivaas/shared/enquiry';
import { useState } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type Resolver,
  useForm,
} from 'react-hook-form';
import { errorMessage, HttpError } from '../../../lib/http-client';
import { useSayKnown } from '../../../lib/i18n/known-messages';
import { useSendEnquiry } from '../api/send-enquiry';

export const ENQUIRY_FAILED = msg`Could not send your message. Please try again.`;

/** A field's message from the form's errors, by path ('details.fromCity'); undefined when valid. */
export function fieldError<T extends FieldValues>(errors: FieldErrors<T>, name: Path<T>): string | undefined {
  return (get(errors, name) as { message?: string } | undefined)?.message;
}

type TOptions<T> = {
  defaultValues: DefaultValues<T>;
  /** Last changes before sending, with the raw form values (e.g. fields that go into the message). */
  prepare?: (request: TEnquiryRequest, raw: T) => TEnquiryRequest;
};

/**
 * A form that sends one kind of enquiry: checked with the shared `ZEnquiryRequest` (the same
 * schema the server uses), the first invalid field focused, the server's field messages put under
 * the fields, its other failures above them, and a sent state. Its messages are said in the page's
 * language (`errorOf`, `error`): the schema's English through `useSayKnown` (the shared table's
 * Hindi on a Hindi page), the server's as it answered (in the language the page asked for).
 */
export function useEnquiryForm<T extends TEnquiryRequestInput>({ defaultValues, prepare }: TOptions<T>) {
  const { i18n } = useLingui();
  const say = useSayKnown();
  const form = useForm<T, unknown, TEnquiryRequest>({
    // One schema checks every kind of enquiry; a form of one kind is a narrower input of it.
    resolver: zodResolver(ZEnquiryRequest) as unknown as Resolver<T, unknown, TEnquiryRequest>,
    defaultValues,
  });
  const mutation = useSendEnquiry();
  const [error, setError] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await mutation.mutateAsync(prepare ? prepare(values, form.getValues()) : values);
    } catch (err) {
      if (err instanceof HttpError && err.status === 422) {
        Object.entries(err.errors).forEach(([field, message], index) => {
          form.setError(field as Path<T>, { message }, { shouldFocus: index === 0 });
        });
      }
      setError(errorMessage(err, i18n._(ENQUIRY_FAILED)));
    }
  });

  const reset = () => {
    form.reset();
    mutation.reset();
    setError(null);
  };

  /** A field's message in the page's language; undefined when the field is valid. */
  const errorOf = (name: Path<T>) => say(fieldError(form.formState.errors, name));

  return { form, submit, error: say(error), errorOf, isSent: mutation.isSuccess, reset, say };
}
