/** The reference's sections: one per feature, in the order an integrator meets them. */
export const API_TAGS = [
  {
    name: 'Agents',
    description:
      'The AI agents installed for a team: configuration, versions, sub-agents, bulk model switches.',
  },
  {
    name: 'Media',
    description:
      'Upload files and share them by public links that view, download, list or preview them.',
  },
  {
    name: 'Knowledge',
    description:
      'Knowledge entries in markdown or plain text, and the public links that read them.',
  },
  {
    name: 'Visual pages',
    description: 'HTML pages kept as drafts and published as numbered versions at a public URL.',
  },
  {
    name: 'Notifications',
    description:
      'Notifications to team members, with the open and tracking-pixel links that mark them read.',
  },
  {
    name: 'Unsubscribe',
    description:
      'One-click unsubscribe links (RFC 8058) for notification mail, and permanent suppression links.',
  },
  {
    name: 'Webhooks',
    description:
      'Inbound receivers that accept signed deliveries, and subscriptions that deliver the team’s events.',
  },
  {
    name: 'Webhook portal',
    description:
      'What the portal page calls with a portal link: the link’s subscriptions, their delivery log, retries and settings.',
  },
  {
    name: 'Events',
    description:
      'The team’s events as webhook deliveries carry them, to look up or to reconcile after an outage.',
  },
  {
    name: 'Keys',
    description: 'The public keys that verify the session tokens this service issues.',
  },
] as const;
