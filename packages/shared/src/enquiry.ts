import { z } from 'zod';
import { ZEmail } from './auth';
import { isCalendarDate, optionalText, requiredText } from './zod-helpers';

/** General enquiries (API.md): the Contact page, Apply for Loan, the design-team, lawyer and movers forms. */
export const ENQUIRY_KINDS = ['contact', 'loan', 'design-team', 'lawyer', 'movers'] as const;
export type TEnquiryKind = (typeof ENQUIRY_KINDS)[number];

export const ENQUIRY_KIND_LABELS: Record<TEnquiryKind, string> = {
  contact: 'Contact form',
  loan: 'Home loan application',
  'design-team': 'Design team application',
  lawyer: 'Lawyer application',
  movers: 'Packers and movers request',
};

export const ENQUIRY_STATUSES = ['new', 'in-progress', 'closed'] as const;
export type TEnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const DESIGN_SPECIALTIES = ['residential', 'commercial', 'hospitality', 'other'] as const;
export const MOVERS_PLANS = ['basic', 'standard', 'premium'] as const;

export const ENQUIRY_MSG = {
  kindRequired: 'Please choose what your enquiry is about',
  nameRequired: 'Name is required',
  messageRequired: 'Please enter a message',
  phoneRequired: 'Phone number is required',
  invalidPhone: 'Please enter a valid phone number',
  loanAmountRequired: 'Please enter the loan amount',
  invalidTenure: 'Please choose a tenure between 1 and 30 years',
  invalidRate: 'Please enter an interest rate between 0 and 30',
  invalidExperience: 'Please enter your years of experience (0 to 60)',
  specialtyRequired: 'Please choose a specialty',
  fromCityRequired: 'Please enter the city you are moving from',
  toCityRequired: 'Please enter the city you are moving to',
  invalidDate: 'Please enter a valid date',
  invalidPlan: 'Please choose Basic, Standard or Premium',
  thanks: 'Thank you! We will get back to you within 24 hours.',
  statusRequired: 'Please choose a status: new, in-progress or closed',
} as const;

const PHONE_RE = /^[+0-9 ()-]{7,20}$/;
const optionalPhone = optionalText(20).refine((v) => v === undefined || PHONE_RE.test(v), {
  message: ENQUIRY_MSG.invalidPhone,
});
const requiredPhone = requiredText(ENQUIRY_MSG.phoneRequired, 20).refine((v) => PHONE_RE.test(v), {
  message: ENQUIRY_MSG.invalidPhone,
});

/** A number typed into a form (number or text); blank means "not given". */
function formNumber(message: string, min: number, max: number, opts: { integer?: boolean } = {}) {
  return z
    .union([z.number(), z.string(), z.null()], { error: () => message })
    .optional()
    .transform((value, ctx): number | undefined => {
      if (value === null || value === undefined) return undefined;
      const text = typeof value === 'string' ? value.trim().replace(/,/g, '') : value;
      if (text === '') return undefined;
      const n = Number(text);
      if (!Number.isFinite(n) || n < min || n > max || (opts.integer && !Number.isInteger(n))) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });
}

const optionalDate = optionalText(10).refine((v) => v === undefined || isCalendarDate(v), {
  message: ENQUIRY_MSG.invalidDate,
});
const experience = formNumber(ENQUIRY_MSG.invalidExperience, 0, 60, { integer: true });

const base = {
  name: requiredText(ENQUIRY_MSG.nameRequired, 100),
  email: ZEmail,
  phone: optionalPhone,
  subject: optionalText(200),
  message: optionalText(5000).transform((v) => v ?? ''),
};
/** Details the form may leave out are parsed as {}, so their required fields still report. */
function details<S extends z.ZodRawShape>(shape: S) {
  const schema = z.object(shape, { error: () => 'Must be an object' });
  return schema.prefault({} as z.input<typeof schema>);
}

const ZContactEnquiry = z.object({
  ...base,
  kind: z.literal('contact'),
  message: requiredText(ENQUIRY_MSG.messageRequired, 5000),
  details: details({}),
});
const ZLoanEnquiry = z.object({
  ...base,
  kind: z.literal('loan'),
  phone: requiredPhone,
  details: details({
    loanAmount: formNumber(ENQUIRY_MSG.loanAmountRequired, 1, 1e11).refine((v) => v !== undefined, {
      message: ENQUIRY_MSG.loanAmountRequired,
    }),
    tenureYears: formNumber(ENQUIRY_MSG.invalidTenure, 1, 30, { integer: true }),
    interestRate: formNumber(ENQUIRY_MSG.invalidRate, 0, 30),
    city: optionalText(100),
  }),
});
const ZDesignTeamEnquiry = z.object({
  ...base,
  kind: z.literal('design-team'),
  details: details({
    experienceYears: experience,
    specialty: z.enum(DESIGN_SPECIALTIES, { error: () => ENQUIRY_MSG.specialtyRequired }),
    portfolio: optionalText(2000),
  }),
});
const ZLawyerEnquiry = z.object({
  ...base,
  kind: z.literal('lawyer'),
  details: details({
    experienceYears: experience,
    barCouncilId: optionalText(50),
    practiceAreas: optionalText(500),
    city: optionalText(100),
  }),
});
const ZMoversEnquiry = z.object({
  ...base,
  kind: z.literal('movers'),
  phone: requiredPhone,
  details: details({
    fromCity: requiredText(ENQUIRY_MSG.fromCityRequired, 100),
    toCity: requiredText(ENQUIRY_MSG.toCityRequired, 100),
    moveDate: optionalDate,
    plan: z
      .union([z.literal(''), z.enum(MOVERS_PLANS)], { error: () => ENQUIRY_MSG.invalidPlan })
      .optional()
      .transform((v) => v || undefined),
  }),
});

/** POST /enquiries: one schema per kind, so each form gets its own required fields and messages. */
export const ZEnquiryRequest = z
  .discriminatedUnion(
    'kind',
    [ZContactEnquiry, ZLoanEnquiry, ZDesignTeamEnquiry, ZLawyerEnquiry, ZMoversEnquiry],
    { error: () => ENQUIRY_MSG.kindRequired },
  )
  .meta({
    'x-examples': {
      contact: {
        summary: 'The Contact page',
        value: {
          kind: 'contact',
          name: 'Rohan Deshpande',
          email: 'rohan@example.in',
          subject: 'Listing my flat',
          message: 'How do I list my flat in Nashik?',
        },
      },
      loan: {
        summary: 'Apply for Loan (EMI calculator)',
        value: {
          kind: 'loan',
          name: 'Rohan Deshpande',
          email: 'rohan@example.in',
          phone: '+91 98220 54321',
          message: 'Looking for a loan for a flat in Nashik.',
          details: { loanAmount: 6500000, tenureYears: 20, interestRate: 8.5, city: 'Nashik' },
        },
      },
    },
  });
export type TEnquiryRequestInput = z.input<typeof ZEnquiryRequest>;
export type TEnquiryRequest = z.output<typeof ZEnquiryRequest>;

export const ZEnquiryStatusRequest = z.object({
  status: z.enum(ENQUIRY_STATUSES, { error: () => ENQUIRY_MSG.statusRequired }),
});

/** GET /admin/enquiries filters; blank means all. */
export const ZAdminEnquiriesQuery = z.object({
  kind: z
    .union([z.literal(''), z.enum(ENQUIRY_KINDS)])
    .optional()
    .transform((v) => v || undefined),
  status: z
    .union([z.literal(''), z.enum(ENQUIRY_STATUSES)])
    .optional()
    .transform((v) => v || undefined),
});

/** An enquiry as the admin list answers it. */
export const ZEnquiry = z
  .object({
    _id: z.string(),
    kind: z.enum(ENQUIRY_KINDS),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    subject: z.string().nullable(),
    message: z.string(),
    details: z.record(z.string(), z.unknown()),
    status: z.enum(ENQUIRY_STATUSES),
    user: z.object({ _id: z.string(), name: z.string() }).nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Enquiry' });
export type TEnquiry = z.infer<typeof ZEnquiry>;
