import type { ReactNode } from 'react'
import { Button } from '~/components/ui/button'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import type { useAuthForm } from './use_auth_form'

/**
 * Where each form posts, its button, and the way to the other form ("Don't have an account? Sign up").
 * `url` is a function so that each route name is written as a literal `urlFor` call (vite/inline_route_patterns.ts).
 */
const MODES = {
  login: {
    url: () => urlFor('session.store'),
    submit: 'auth.submit_login',
    question: 'auth.no_account',
    switchTo: 'auth.switch_to_register',
  },
  register: {
    url: () => urlFor('registration.store'),
    submit: 'auth.submit_register',
    question: 'auth.have_account',
    switchTo: 'auth.switch_to_login',
  },
  forgot: {
    url: () => urlFor('password_reset.store'),
    submit: 'auth.submit_forgot',
    question: 'auth.remembered_password',
    switchTo: 'auth.switch_to_login',
  },
} as const

type Props = {
  mode: keyof typeof MODES
  auth: Pick<ReturnType<typeof useAuthForm>, 'form' | 'submit'>
  onDone: () => void
  onSwitch: () => void
  children: ReactNode
}

/** The frame of the sign-in and registration forms (000 §5): fields, the submit button, the switch to the other form. */
export function AuthForm({ mode, auth, onDone, onSwitch, children }: Props) {
  const t = useT()
  const { url, submit, question, switchTo } = MODES[mode]
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault()
        auth.submit(url(), onDone)
      }}
    >
      {children}
      <Button type="submit" fullWidth size="lg" loading={auth.form.processing}>
        {auth.form.processing ? t('auth.submitting') : t(submit)}
      </Button>
      <p className="text-center text-sm text-ink-600">
        {t(question)}{' '}
        <button
          type="button"
          onClick={onSwitch}
          className="font-semibold text-brand-700 hover:underline"
        >
          {t(switchTo)}
        </button>
      </p>
    </form>
  )
}
