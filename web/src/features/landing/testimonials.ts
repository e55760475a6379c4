export interface Testimonial {
  name: string;
  agency: string;
  review: string;
}

/** The six customer quotes of the landing carousel (spec §9). */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Marcus Bell',
    agency: 'Bell Digital Growth',
    review:
      'I used to record a Loom for every new client. Now they get a branded training library on day one, and my support inbox is finally quiet.',
  },
  {
    name: 'Priya Nair',
    agency: 'Elevate Local Marketing',
    review:
      "The activity dashboard is the part I didn't know I needed. I can see who hasn't logged in and call them before they think about cancelling.",
  },
  {
    name: 'Jason Ortiz',
    agency: 'Ortiz Media Co.',
    review:
      'Our clients think we produced every video ourselves. The white-labeling is seamless, right down to the menu links.',
  },
  {
    name: 'Danielle Brooks',
    agency: 'Brooks Agency Partners',
    review:
      'Setup took one afternoon. The onboarding videos answer the questions that used to eat up half of my week.',
  },
  {
    name: 'Tom Whitaker',
    agency: 'Summit Lead Systems',
    review:
      'Clients who understand HighLevel stay on HighLevel, and stay with us. Retainly is the cheapest retention tool we pay for.',
  },
  {
    name: 'Alicia Fernandez',
    agency: 'Nova Growth Studio',
    review:
      'The AI offer and ads tool alone covers the subscription. Add the 1:1 support and it is a no-brainer for any HighLevel reseller.',
  },
];
