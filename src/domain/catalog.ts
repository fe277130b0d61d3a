/**
 * The classes shown on the landing page (SPEC §3). The seed turns them into class types with prices,
 * so the schedule and the landing page speak of the same classes.
 */
import type { Level } from './schemas';

export interface ClassItem {
  name: string;
  duration?: string;
  level?: string;
  equipment?: string;
  description: string;
  benefits: string[];
  /** Path under public/. */
  image: string;
  /** Seed data for the matching class type. */
  seed: { pricePence: number; level: Level; maxParticipants: string; durationText: string };
}

export const CLASS_DEFAULTS = { level: 'All levels welcome', equipment: 'Mat recommended', duration: '45 min' } as const;

export const FEATURED_CLASSES: ClassItem[] = [
  {
    name: 'Reformer Pilates',
    duration: '50 min',
    level: 'All levels welcome',
    equipment: 'Reformer machines provided',
    description:
      'Reformer Pilates uses a sliding carriage, springs and straps to add resistance and support to classic Pilates movements. It builds deep core strength, improves posture and lengthens muscles while being kind to your joints. Each class is kept small so that every movement can be coached and adapted to your body, whether you are new to Pilates or returning after years of practice.',
    benefits: ['Deep core strength', 'Better posture', 'Low impact on joints', 'Improved flexibility'],
    image: '/images/reformer-pilates.svg',
    seed: { pricePence: 2000, level: 'All Levels', maxParticipants: '6', durationText: '50 minutes' },
  },
  {
    name: 'Mat Pilates Class',
    duration: '45 min',
    description:
      'A mat-based Pilates class focusing on controlled movement, breathing and alignment. Exercises target the deep abdominal muscles, the back and the pelvic floor to build a strong, stable centre. Options are given for every exercise so that beginners and experienced participants can work side by side at the right level.',
    benefits: ['Core stability', 'Back care', 'Mind-body connection', 'Suitable for all levels'],
    image: '/images/mat-pilates.svg',
    seed: { pricePence: 1200, level: 'All Levels', maxParticipants: '12', durationText: '45 minutes' },
  },
  {
    name: 'Yoga Class',
    duration: '45 min',
    description:
      'A flowing yoga class linking breath and movement through standing poses, balances and gentle stretches. It leaves you stronger, more flexible and calmer. The class finishes with a short relaxation to help you leave the stresses of the day behind.',
    benefits: ['Flexibility', 'Balance', 'Stress relief', 'Breathing technique'],
    image: '/images/yoga.svg',
    seed: { pricePence: 1200, level: 'All Levels', maxParticipants: '12', durationText: '45 minutes' },
  },
  {
    name: 'Yogalates (Yoga + Pilates Fusion)',
    duration: '60 min',
    description:
      'Yogalates blends the flexibility and calm of yoga with the core conditioning of Pilates. Expect flowing sequences, strengthening mat work and mindful stretching in one balanced session. It is a complete workout for body and mind that suits anyone looking for variety.',
    benefits: ['Strength and flexibility together', 'Core conditioning', 'Mindfulness', 'Full-body workout'],
    image: '/images/yogalates.svg',
    seed: { pricePence: 1400, level: 'All Levels', maxParticipants: '12', durationText: '60 minutes' },
  },
  {
    name: 'Family Fitness Fun',
    duration: '30 min',
    level: 'All ages (4+)',
    equipment: 'None needed',
    description:
      'An energetic, playful session for parents and children aged 4 and over to get active together. Games, circuits and challenges build coordination, fitness and confidence. It is a great way to spend quality time as a family while learning healthy habits.',
    benefits: ['Active family time', 'Coordination', 'Confidence', 'Fun for all ages'],
    image: '/images/family-fitness.svg',
    seed: { pricePence: 1000, level: 'All Levels', maxParticipants: '10', durationText: '30 minutes' },
  },
  {
    name: 'Total Body Workout',
    duration: '45 min',
    equipment: 'Light weights and mat',
    description:
      'A full-body conditioning class combining cardio intervals with strength exercises for the upper body, lower body and core. Every exercise has lower and higher intensity options. You will leave feeling energised, stronger and fitter week by week.',
    benefits: ['Cardiovascular fitness', 'Muscle tone', 'Calorie burn', 'Scalable intensity'],
    image: '/images/total-body.svg',
    seed: { pricePence: 1200, level: 'Intermediate', maxParticipants: '12', durationText: '45 minutes' },
  },
  {
    name: 'Stretch & Tone',
    duration: '30 min',
    description:
      'A gentle class of slow stretches and toning exercises to improve mobility and ease tension. Ideal after a busy week or alongside more intense training.',
    benefits: ['Mobility', 'Muscle tone', 'Relaxation'],
    image: '/images/stretch-tone.svg',
    seed: { pricePence: 1000, level: 'Beginner', maxParticipants: '12', durationText: '30 minutes' },
  },
  {
    name: 'LBT (Legs, Bums & Tums) Workout Class',
    duration: '45 min',
    level: 'Beginner to Intermediate',
    description:
      'LBT targets the legs, glutes and abdominals with focused toning exercises, short cardio bursts and core work. It shapes and strengthens the lower body and midsection. Music-led and motivating, it suits beginners and regular exercisers alike, with options for every move.',
    benefits: ['Lower-body strength', 'Toned core', 'Improved stamina', 'Motivating music'],
    image: '/images/lbt.svg',
    seed: { pricePence: 1200, level: 'Beginner', maxParticipants: '12', durationText: '45 minutes' },
  },
];

export const TARGETED_SESSIONS: ClassItem[] = [
  {
    name: 'Ab Attack',
    duration: '15 min',
    description: 'A short, intense core session that works every layer of the abdominal muscles. Perfect as an add-on to another class.',
    benefits: ['Core strength', 'Quick and effective'],
    image: '/images/ab-attack.svg',
    seed: { pricePence: 600, level: 'All Levels', maxParticipants: '12', durationText: '15 minutes' },
  },
  {
    name: 'Pelvic Pilates',
    duration: '45 min',
    description:
      'Pilates focused on the pelvic floor and deep core, ideal after pregnancy or for anyone wanting better pelvic health. Gentle, precise and supportive, with clear guidance on breathing and activation.',
    benefits: ['Pelvic floor strength', 'Postnatal recovery', 'Deep core activation'],
    image: '/images/pelvic-pilates.svg',
    seed: { pricePence: 1200, level: 'Beginner', maxParticipants: '8', durationText: '45 minutes' },
  },
];

/** Personal training prices (SPEC §9), in pence. */
export const TRAINING_PRICES = {
  single: { pricePence: 4000, title: 'Personal Training - Single Session' },
  package: { pricePence: 39000, title: 'Personal Training - 12 Session Package' },
} as const;
