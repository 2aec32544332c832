/** "Don't have an account? Sign up" under the auth forms. */
export function SwitchMode({ question, action, onSwitch }: { question: string; action: string; onSwitch: () => void }) {
  return (
    <p className="text-center text-sm text-ink-600">
      {question}{' '}
      <button type="button" onClick={onSwitch} className="font-semibold text-brand-700 hover:underline">
        {action}
      </button>
    </p>
  )
}
