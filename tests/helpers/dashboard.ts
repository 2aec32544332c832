import type { Page } from 'playwright'

/** What the dashboard's status select of a lead is called for assistive tech (and tests): resources/lang/en/dashboard.json `lead.status_label`. */
export const leadStatusLabel = (lead: { id: number; contactName: string }) =>
  `Status of lead #${lead.id} from ${lead.contactName}`

/** The status dropdown of one lead on /dashboard (English page). */
export function leadStatusSelect(page: Page, lead: { id: number; contactName: string }) {
  return page.getByRole('combobox', { name: leadStatusLabel(lead), exact: true })
}

/**
 * Moves a lead to `status` on /dashboard (English page) and waits for the
 * 'Lead updated' toast, then for the reloaded list to show the new value.
 */
export async function changeLeadStatus(
  page: Page,
  lead: { id: number; contactName: string },
  status: 'new' | 'contacted' | 'visited' | 'converted' | 'closed'
) {
  const select = leadStatusSelect(page, lead)
  await select.selectOption(status)
  await page.getByText('Lead updated', { exact: true }).waitFor()
  // The select is disabled while the change is under way; the reloaded page enables it with the stored status.
  await page.waitForFunction(
    `(() => { const select = document.getElementById('lead-status-${lead.id}'); return !!select && !select.disabled && select.value === '${status}' })()`
  )
}
