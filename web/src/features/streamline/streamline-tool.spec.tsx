import { act, screen, waitFor, within } from '@testing-library/react';
import {
  MENU_FEATURES,
  recommendedFeatureIds,
  streamlineCss,
  TOOL_DATA_AUTOSAVE_MS,
} from '@retainly/domain';
import { stubFetch, type SentRequest, type StubAnswer } from '../../../test/fetch-stub';
import { renderSignedIn } from '../../../test/render';
import { ANALYSIS_MS } from './analysis-progress';
import { SUB_ACCOUNT_ID_CHARACTERS } from './streamline-inputs';
import { StreamlineTool } from './streamline-tool';

const DENTIST = 'We run a dental practice with online booking, reminders and patient reviews.';

/** The tool data api: what was saved when the tool opened (404: nothing), and every write. */
function stubToolData(saved: unknown = null) {
  return stubFetch((request: SentRequest): StubAnswer => {
    if (request.method === 'GET') return saved ? { body: { data: saved } } : { status: 404 };
    return { status: 204 };
  });
}

async function openTool(saved: unknown = null) {
  const network = stubToolData(saved);
  const view = renderSignedIn(<StreamlineTool />, { fakeTimers: true });
  await screen.findByRole('heading', { name: /Choose|Describe/ });
  return { ...view, ...network };
}

const button = (name: string | RegExp) => screen.getByRole<HTMLButtonElement>('button', { name });
const checkbox = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });
const stepHeading = () => screen.getByRole('heading', { level: 2 });
const writes = (sent: SentRequest[]) => sent.filter((request) => request.method !== 'GET');

describe('StreamlineTool (Menu Link Removal wizard, signed-in spec §2, §4, §5)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('takes the manual workflow by keyboard straight to the list, then to the code', async () => {
    const { user, sent } = await openTool();
    expect(screen.getByText('Step 1 of 4')).toBeTruthy();
    expect(stepHeading().textContent).toBe('Choose your workflow');

    await user.tab(); // AI recommendation
    await user.tab();
    expect(document.activeElement).toBe(button('Manual selection'));
    await user.keyboard('{Enter}');

    expect(screen.getByText('Step 3 of 4')).toBeTruthy();
    expect(document.activeElement).toBe(stepHeading());
    expect(stepHeading().textContent).toBe('Choose the features to remove');
    expect(screen.getByText('(skipped)')).toBeTruthy(); // no description in this workflow

    await user.click(button('Generate'));
    const problem = 'Please select at least one feature to remove';
    expect(screen.getAllByText(problem)).toHaveLength(2); // under the list, and as a toast
    expect(document.activeElement).toBe(checkbox('LaunchPad'));
    await user.keyboard(' ');
    await user.click(checkbox('Media'));
    expect(screen.getByText(/2 of 17 selected/)).toBeTruthy();
    expect(screen.queryAllByText(problem)).toHaveLength(1); // ticking clears the inline one

    await user.click(button('Generate'));
    expect(await screen.findByText('CSS Successfully Generated!')).toBeTruthy();
    expect(screen.getByText('Step 4 of 4')).toBeTruthy();
    expect(document.activeElement).toBe(stepHeading());
    expect(stepHeading().textContent).toBe('Install the code');
    expect(screen.getByText(/Hides 2 menu links/).textContent).toBe(
      'Hides 2 menu links in every sub account: LaunchPad, Media.',
    );

    const css = streamlineCss({ hiddenTabIds: tabIds(['launchpad', 'media']), subAccountId: null });
    const cssBox = screen.getByRole('region', { name: 'CSS' });
    expect(cssBox.textContent).toBe(css);
    await user.click(button('Copy CSS'));
    expect(await navigator.clipboard.readText()).toBe(css);
    expect(await screen.findByText('Copied to clipboard!')).toBeTruthy();

    // Autosaved once, a second after the last change, with where the user got to.
    await act(() => jest.advanceTimersByTimeAsync(TOOL_DATA_AUTOSAVE_MS));
    expect(writes(sent)).toEqual([
      {
        method: 'PUT',
        path: '/tool-data/streamline',
        body: {
          data: {
            workflow: 'manual',
            description: '',
            selectedIds: ['launchpad', 'media'],
            scoped: false,
            subAccountId: '',
            step: 'output',
          },
        },
        keepalive: true,
      },
    ]);
  });

  it('checks the description, analyses it for 2 seconds, keeps what it needs and hides the rest', async () => {
    const { user } = await openTool();
    await user.click(button('AI recommendation'));
    expect(screen.getByText('Step 2 of 4')).toBeTruthy();
    const description = screen.getByRole<HTMLTextAreaElement>('textbox', {
      name: 'Business description',
    });

    await user.click(button('Analyze'));
    expect(screen.getAllByText('Please describe your business first')).toHaveLength(2);
    expect(document.activeElement).toBe(description);
    expect(description.getAttribute('aria-invalid')).toBe('true');

    await user.type(description, 'my shop');
    expect(screen.queryAllByText('Please describe your business first')).toHaveLength(1); // toast
    await user.click(button('Analyze'));
    expect(
      await screen.findAllByText('Please provide a more detailed description of your business'),
    ).toHaveLength(2);

    await user.clear(description);
    await user.paste(DENTIST);
    await user.click(button('Analyze'));
    expect(button('Analyzing...').disabled).toBe(true);
    expect(description.readOnly).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Analyzing your business description...');

    act(() => jest.advanceTimersByTime(ANALYSIS_MS - 100));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('95');
    act(() => jest.advanceTimersByTime(100));

    expect(stepHeading().textContent).toBe('Choose the features to keep');
    const ticked = screen
      .getAllByRole<HTMLInputElement>('checkbox')
      .filter((box) => box.checked)
      .map((box) => box.labels?.[0]?.textContent);
    const recommended = recommendedFeatureIds(DENTIST);
    expect(ticked).toEqual(featureNames(recommended));
    expect(recommended).toContain('reputation'); // a dental practice keeps its reviews

    // Ticks mean 'keep' here: the code hides every feature left unticked.
    await user.click(button('Generate'));
    const hidden = MENU_FEATURES.filter((feature) => !recommended.includes(feature.id));
    expect(screen.getByText(/^Hides/).textContent).toBe(
      `Hides ${hidden.length} menu links in every sub account: ${featureNames(hidden.map((f) => f.id)).join(', ')}.`,
    );
    await user.click(button('Back'));

    await user.click(button('Clear all'));
    await user.click(button('Generate'));
    expect(screen.getAllByText('Please select at least one feature to include')).toHaveLength(2);

    // Back returns to the description, as it was typed.
    await user.click(button('Back'));
    expect(stepHeading().textContent).toBe('Describe your business');
    expect(description.isConnected).toBe(false);
    expect(screen.getByRole<HTMLTextAreaElement>('textbox').value).toBe(DENTIST);
  });

  it('scopes the code to one sub account, whose id is required and checked', async () => {
    const { user } = await openTool();
    await user.click(button('Manual selection'));
    await user.click(checkbox('Reputation'));
    await user.click(
      screen.getByRole('switch', { name: 'Disable for specific sub accounts only' }),
    );
    const id = screen.getByRole<HTMLInputElement>('textbox', { name: 'Sub Account ID' });

    await user.click(button('Generate'));
    expect(screen.getAllByText('Please enter a Sub Account ID')).toHaveLength(2);
    expect(document.activeElement).toBe(id);

    await user.type(id, 'loc 42!');
    await user.click(button('Generate'));
    expect(await screen.findAllByText(SUB_ACCOUNT_ID_CHARACTERS)).toHaveLength(2);

    await user.clear(id);
    await user.type(id, 'loc_42');
    await user.click(button('Generate'));
    expect(stepHeading().textContent).toBe('Install the code');
    expect(screen.getByText(/Hides 1 menu link/).textContent).toBe(
      'Hides 1 menu link in sub account loc_42 only: Reputation.',
    );
    const css = screen.getByRole('region', { name: 'CSS' }).textContent;
    expect(css).toBe(
      streamlineCss({ hiddenTabIds: tabIds(['reputation']), subAccountId: 'loc_42' }),
    );

    await user.click(button('Back'));
    expect(stepHeading().textContent).toBe('Choose the features to remove');
    expect(checkbox('Reputation').checked).toBe(true);
  });

  it('restores saved inputs where the user left off, and Reset starts over and deletes them', async () => {
    const saved = {
      workflow: 'manual',
      description: '',
      selectedIds: ['media', 'no-such-feature'],
      scoped: false,
      subAccountId: '',
      step: 'select',
    };
    const { user, sent } = await openTool(saved);

    expect(await screen.findByText('Your previous inputs have been restored!')).toBeTruthy();
    expect(stepHeading().textContent).toBe('Choose the features to remove');
    expect(checkbox('Media').checked).toBe(true);
    expect(screen.getByText(/1 of 17 selected/)).toBeTruthy();
    // A restore is not the user's move: nothing is written back.
    await act(() => jest.advanceTimersByTimeAsync(TOOL_DATA_AUTOSAVE_MS));
    expect(writes(sent)).toEqual([]);

    await user.click(button('Reset'));
    expect(stepHeading().textContent).toBe('Choose your workflow');
    const choices = within(screen.getByRole('region', { name: 'Choose your workflow' }));
    expect(choices.getByRole('button', { name: 'Manual selection' }).ariaPressed).toBe('false');
    await waitFor(() =>
      expect(writes(sent)).toEqual([
        { method: 'DELETE', path: '/tool-data/streamline', body: undefined, keepalive: true },
      ]),
    );
  });
});

const featureNames = (featureIds: string[]) =>
  MENU_FEATURES.filter((feature) => featureIds.includes(feature.id)).map((f) => f.name);

/** The menu tab ids the generated code hides for these features. */
function tabIds(featureIds: string[]) {
  return MENU_FEATURES.filter((feature) => featureIds.includes(feature.id)).map((f) => f.tabId);
}
