import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

export type Approval = 'YES' | 'TRIALING' | 'NO';
export type Plan = 'BASIC' | 'ADVANCED';
export type LoginWith = 'EMAIL' | 'NAME';
/** Operators run the console at /admin; everyone else is an agency. */
export type UserRole = 'agency' | 'operator';

/** A Retainly account: the `{product}_users` record of both spec files. */
@Entity('retainly_users')
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Stored lower-cased (a CHECK constraint enforces it); unique. */
  @Column({ type: 'text', unique: true })
  email: string;

  @Column({ name: 'full_name', type: 'text', nullable: true })
  fullName: string | null;

  @Column({ name: 'agency_name', type: 'text', nullable: true })
  agencyName: string | null;

  @Column({ name: 'password_hash', type: 'text', nullable: true, select: false })
  passwordHash: string | null;

  @Column({ name: 'google_subject', type: 'text', nullable: true, unique: true })
  googleSubject: string | null;

  @Column({ name: 'email_confirmed_at', type: 'timestamptz', nullable: true })
  emailConfirmedAt: Date | null;

  @Column({ type: 'text', nullable: true })
  approval: Approval | null;

  @Column({ type: 'text', default: 'ADVANCED' })
  plan: Plan;

  @Column({ name: 'trial_started_at', type: 'timestamptz', nullable: true })
  trialStartedAt: Date | null;

  @Column({ name: 'trial_ends_at', type: 'timestamptz', nullable: true })
  trialEndsAt: Date | null;

  /** IANA zone sent by the browser at sign-up; trial days and offer windows follow it. */
  @Column({ name: 'time_zone', type: 'text', default: 'UTC' })
  timeZone: string;

  @Column({ name: 'affiliate_id', type: 'text', nullable: true })
  affiliateId: string | null;

  @Column({ name: 'highlevel_experience', type: 'text', nullable: true })
  highlevelExperience: string | null;

  @Column({ name: 'active_subaccounts', type: 'text', nullable: true })
  activeSubaccounts: string | null;

  @Column({ name: 'most_used_feature', type: 'text', nullable: true })
  mostUsedFeature: string | null;

  @Column({ name: 'initial_questions_completed', type: 'boolean', default: false })
  initialQuestionsCompleted: boolean;

  @Column({ name: 'onboarding_step', type: 'smallint', default: 0 })
  onboardingStep: number;

  @Column({ name: 'onboarding_completed', type: 'boolean', default: false })
  onboardingCompleted: boolean;

  @Column({ name: 'agency_id', type: 'text', nullable: true })
  agencyId: string | null;

  @Column({ name: 'agency_id_basic', type: 'text', nullable: true })
  agencyIdBasic: string | null;

  @Column({ name: 'agency_id_advanced', type: 'text', nullable: true })
  agencyIdAdvanced: string | null;

  @Column({ name: 'agency_id_elite', type: 'text', nullable: true })
  agencyIdElite: string | null;

  @Column({ name: 'primary_color', type: 'text', nullable: true })
  primaryColor: string | null;

  @Column({ name: 'secondary_color', type: 'text', nullable: true })
  secondaryColor: string | null;

  @Column({ name: 'tertiary_color', type: 'text', nullable: true })
  tertiaryColor: string | null;

  @Column({ name: 'login_with', type: 'text', default: 'EMAIL' })
  loginWith: LoginWith;

  @Column({ type: 'text', default: 'agency' })
  role: UserRole;

  @Column({ name: 'last_accessed', type: 'timestamptz', nullable: true })
  lastAccessed: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
