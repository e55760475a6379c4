import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { deferred, stubFetch, type StubAnswer } from '../../../test/fetch-stub';
import { renderSignedIn } from '../../../test/render';
import { CancellationWizard } from './cancellation-wizard';

/** The wizard inside the settings dialog, with what it tells the dialog recorded. */
function renderWizard() {
  const onBack = jest.fn();
  const onCanceled = jest.fn();
  const view = renderSignedIn(<CancellationWizard onBack={onBack} onCanceled={onCanceled} />);
  return { ...view, onBack, onCanceled };
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const heading = (name: string) => screen.getByRole('heading', { name });

/** Answers steps 1 and 2 and ticks the box of step 3. */
async function answerAll(user: UserEvent, reason: string, hadCall: 'Yes' | 'No') {
  await user.click(screen.getByRole('radio', { name: reason }));
  await user.click(button('Next'));
  await user.click(screen.getByRole('radio', { name: hadCall }));
  await user.click(button('Next'));
  await user.click(screen.getByRole('checkbox'));
}

describe('CancellationWizard (signed-in spec §2 cancellation wizard, §4, §5)', () => {
  it('walks the three steps by keyboard and cancels with the answers given', async () => {
    const cancel = deferred<StubAnswer>();
    const { sent } = stubFetch(() => cancel.promise);
    const { user, onCanceled } = renderWizard();

    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    // The step's question takes focus, so a keyboard user starts from it.
    expect(document.activeElement).toBe(heading('Why are you cancelling?'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Missing features' }));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Too expensive' }).checked).toBe(
      true,
    );
    await user.tab(); // the radio group is one tab stop: next comes Back, then Next
    await user.tab();
    expect(document.activeElement).toBe(button('Next'));
    await user.keyboard('{Enter}');

    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
    expect(document.activeElement).toBe(heading('Have you had your onboarding call?'));
    await user.tab();
    await user.keyboard('{ArrowDown}'); // Yes -> No
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'No' }).checked).toBe(true);
    // Most set-up trouble is solved in that call, so it is offered before the account goes.
    const book = screen.getByRole<HTMLAnchorElement>('link', { name: /Book an onboarding call/ });
    expect(book.getAttribute('href')).toBe('/book');
    await user.click(button('Next'));

    expect(screen.getByText('Step 3 of 3')).toBeTruthy();
    expect(document.activeElement).toBe(heading('Confirm your cancellation'));
    expect(screen.getByText('Too expensive')).toBeTruthy();
    expect(screen.getByText('No')).toBeTruthy();
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole<HTMLInputElement>('checkbox').checked).toBe(true);
    await user.click(button('Cancel Now'));

    // Busy: neither Back nor a second Cancel Now while the request runs.
    expect(button('Canceling...').disabled).toBe(true);
    expect(button('Back').disabled).toBe(true);
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/account/cancel',
        body: { reason: 'Too expensive', hadOnboardingCall: false, confirmed: true },
        keepalive: false,
      },
    ]);
    expect(onCanceled).not.toHaveBeenCalled();

    cancel.resolve({ body: { message: 'Canceled' } });
    expect(await screen.findByText('Account Canceled')).toBeTruthy();
    expect(screen.getByText("We're sorry to see you go!")).toBeTruthy();
    expect(onCanceled).toHaveBeenCalledTimes(1);
  });

  it("refuses each step's Next until it is answered, with the spec's words", async () => {
    const { sent } = stubFetch(() => ({ body: {} }));
    const { user } = renderWizard();

    await user.click(button('Next'));
    expect(screen.getByRole('alert').textContent).toBe('You must select a reason to continue.');
    expect(await screen.findByText('Please select a reason')).toBeTruthy();
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    // Answering clears the step's complaint.
    await user.click(screen.getByRole('radio', { name: 'Technical issues' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(button('Next'));

    await user.click(button('Next'));
    expect(screen.getByRole('alert').textContent).toBe(
      "You must select whether you've had your onboarding call.",
    );
    expect(await screen.findByText('Please select an option')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.queryByRole('link', { name: /Book an onboarding call/ })).toBeNull();
    await user.click(button('Next'));

    await user.click(button('Cancel Now'));
    expect(screen.getByRole('alert').textContent).toBe(
      'You must check the confirmation box to proceed.',
    );
    expect(await screen.findByText('Please confirm')).toBeTruthy();
    // The box is tied to its complaint, so a screen reader reads why on reaching it.
    const box = screen.getByRole('checkbox');
    expect(box.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(sent).toEqual([]);
  });

  it('keeps the answers when going back, and Back on step 1 leaves the wizard', async () => {
    stubFetch(() => ({ body: {} }));
    const { user, onBack } = renderWizard();

    await answerAll(user, 'Went out of business', 'Yes');
    await user.click(button('Back'));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Yes' }).checked).toBe(true);
    await user.click(button('Back'));
    const reason = screen.getByRole<HTMLInputElement>('radio', { name: 'Went out of business' });
    expect(reason.checked).toBe(true);
    expect(onBack).not.toHaveBeenCalled();
    await user.click(button('Back'));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('returns the form after a failure, keeping the answers, and a retry cancels', async () => {
    const answers: StubAnswer[] = [{ status: 500, body: { message: 'boom' } }, { body: {} }];
    const { sent } = stubFetch(() => answers.shift()!);
    const { user, onCanceled } = renderWizard();

    await answerAll(user, 'Not using enough', 'Yes');
    await user.click(button('Cancel Now'));

    expect(await screen.findByText('Failed to cancel account. Please try again.')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    await waitFor(() => expect(button('Cancel Now').disabled).toBe(false));
    expect(button('Back').disabled).toBe(false);
    expect(screen.getByRole<HTMLInputElement>('checkbox').checked).toBe(true);
    expect(onCanceled).not.toHaveBeenCalled();

    await user.click(button('Cancel Now'));
    expect(await screen.findByText('Account Canceled')).toBeTruthy();
    expect(onCanceled).toHaveBeenCalledTimes(1);
    // The failure is over: its toast does not stay stacked under the success.
    await waitFor(() =>
      expect(screen.queryByText('Failed to cancel account. Please try again.')).toBeNull(),
    );
    expect(sent.map((request) => request.body)).toEqual([
      { reason: 'Not using enough', hadOnboardingCall: true, confirmed: true },
      { reason: 'Not using enough', hadOnboardingCall: true, confirmed: true },
    ]);
  });
});
