import { WEBINAR_LENGTH_MINUTES } from '@retainly/domain';
import { TitledSection } from '@/components/ui/titled-section';

const TOPICS = [
  { minutes: 5, title: 'Welcome', text: 'Who this is for and what you will leave with.' },
  {
    minutes: 10,
    title: 'Find customers',
    text: 'Where agencies that resell HighLevel find their best-fit clients.',
  },
  {
    minutes: 10,
    title: 'Close customers',
    text: 'The demo and trial offer that turns calls into subscriptions.',
  },
  {
    minutes: 10,
    title: 'Keep customers',
    text: 'Onboarding videos and activity tracking that stop clients from churning.',
  },
  { minutes: 10, title: 'Live Q&A', text: 'Bring your questions about your own agency.' },
];

/** Minute ranges are derived from the lengths, so they always add up to the whole session. */
function withRanges() {
  let start = 0;
  return TOPICS.map((topic) => {
    const range = { ...topic, start, end: start + topic.minutes };
    start = range.end;
    return range;
  });
}

export function WebinarAgenda() {
  const topics = withRanges();
  return (
    <TitledSection
      title={`The ${WEBINAR_LENGTH_MINUTES}-minute agenda`}
      titleClassName="text-center text-3xl font-bold"
      className="mx-auto max-w-3xl px-4 py-16"
    >
      <ol className="mt-8 flex flex-col gap-4">
        {topics.map((topic) => (
          <li key={topic.title} className="flex gap-4 rounded-xl border border-slate-200 p-5">
            <span className="w-20 shrink-0 font-semibold tabular-nums text-green-800">
              {topic.start}-{topic.end} min
            </span>
            <span>
              <span className="block font-semibold">{topic.title}</span>
              <span className="block text-slate-700">{topic.text}</span>
            </span>
          </li>
        ))}
      </ol>
    </TitledSection>
  );
}
