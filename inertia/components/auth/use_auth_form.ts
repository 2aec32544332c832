import { useForm } from '@inertiajs/react'
import { useCallback, type ChangeEvent } from 'react'
import { toast } from '~/components/ui/toast'
import { useT } from '~/lib/i18n'

type Check<T> = (data: T) => { key: string; params?: Record<string, string | number> } | null
export type FieldChecks<T> = Partial<Record<keyof T & string, Check<T>>>

/**
 * An Inertia form with the auth dialog's behaviour (000 §5): each field is
 * checked on blur with the same rules the server uses, an error clears as soon
 * as its field is typed in, and a submit with errors shows
 * 'Please fix the validation errors' instead of calling the server.
 */
export function useAuthForm<T extends Record<string, string>>(initial: T, checks: FieldChecks<T>) {
  const t = useT()
  const form = useForm<Record<string, string>>(initial)

  const messageFor = useCallback(
    (field: keyof T & string, data: T) => {
      const failure = checks[field]?.(data)
      return failure
        ? t(`validator.shared.messages.${failure.key}`, {
            field: t(`validator.shared.fields.${field}`),
            ...failure.params,
          })
        : null
    },
    [checks, t]
  )

  const change = (field: keyof T & string, value: string) => {
    form.setData(field as any, value as any)
    if (form.errors[field as keyof typeof form.errors]) form.clearErrors(field as any)
  }

  const blur = (field: keyof T & string) => {
    const message = messageFor(field, form.data as T)
    if (message) form.setError(field as any, message)
  }

  const submit = (url: string, onSuccess: () => void) => {
    let failed = false
    for (const field of Object.keys(checks) as (keyof T & string)[]) {
      const message = messageFor(field, form.data as T)
      if (message) {
        form.setError(field as any, message)
        failed = true
      }
    }
    if (failed) {
      toast.error(t('auth.fix_errors'))
      return
    }
    form.post(url, {
      preserveScroll: true,
      onSuccess: () => {
        form.reset()
        onSuccess()
      },
    })
  }

  const errorOf = (field: string) =>
    (form.errors as Record<string, string | undefined>)[field] ?? null

  /** What ties an input or select to a field: its name, value, change, blur check and error. */
  const bind = (field: keyof T & string) => ({
    name: field,
    value: form.data[field] ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      change(field, event.target.value),
    onBlur: () => blur(field),
    error: errorOf(field),
  })

  return { form, submit, errorOf, bind }
}
