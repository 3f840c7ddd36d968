import type { SeedAuthor } from '../types';

export const authors: SeedAuthor[] = [
  {
    username: 'maya_greens',
    email: 'maya@sprig.example',
    firstName: 'Maya',
    lastName: 'Okafor',
    bio: 'Registered dietitian and weeknight cook. I write vegetable-forward recipes that keep protein high and prep short.',
    profileVisible: true,
  },
  {
    username: 'chef_tomas',
    email: 'tomas@sprig.example',
    firstName: 'Tomás',
    lastName: 'Herrera',
    bio: 'Former line cook turned home-cooking teacher. Big flavours, one pan when possible, and always a squeeze of lime.',
    profileVisible: true,
  },
  {
    username: 'harbor_kitchen',
    email: 'lena@sprig.example',
    firstName: 'Lena',
    lastName: 'Marsh',
    bio: 'Grew up on the coast cooking whatever the boats brought in. Sustainable seafood, simple sauces.',
    profileVisible: true,
  },
  {
    username: 'sunrise_baker',
    email: 'priya@sprig.example',
    firstName: 'Priya',
    lastName: 'Raman',
    bio: 'Morning person and lighter-baking enthusiast: whole grains, less sugar, no compromise on taste.',
    profileVisible: true,
  },
  {
    username: 'quiet_cook',
    email: 'sam@sprig.example',
    firstName: 'Sam',
    lastName: 'Whitfield',
    bio: 'I cook for my family and keep my profile to myself.',
    profileVisible: false,
  },
];
