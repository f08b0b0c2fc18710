/** The co-founders' web texts in Bengali (apps/web/src/features/application/team), keyed by their English wording; the messages (co-founder-texts.ts) are a table of the pack. */
export const BN_CO_FOUNDER_WEB_TEXTS: Record<string, string> = {
  'Every co-founder confirms they have read the whole application before it is submitted.':
    'জমা দেওয়ার আগে প্রত্যেক সহ-প্রতিষ্ঠাতা নিশ্চিত করেন যে তিনি পুরো আবেদনটি পড়েছেন।',
  'Everyone has confirmed.': 'সবাই নিশ্চিত করেছেন।',
  'Go to your dashboard': 'আপনার ড্যাশবোর্ডে যান',
  'Has read it': 'পড়েছেন',
  'I have read the whole application': 'আমি পুরো আবেদনটি পড়েছি',
  'If you leave {name}, it is deleted: you are its only member.': 'আপনি {name} ছেড়ে গেলে সেটি মুছে যাবে: তাতে শুধু আপনিই আছেন।',
  'If you leave {name}, it stays with its other members.': 'আপনি {name} ছেড়ে গেলে সেটি তার অন্য সদস্যদের কাছে থাকবে।',
  'Invite a co-founder': 'সহ-প্রতিষ্ঠাতাকে আমন্ত্রণ জানান',
  'Invite sent to {address}. The link works once, for 7 days.': '{address}-এ আমন্ত্রণ পাঠানো হয়েছে। লিঙ্কটি একবারই, 7 দিন চলবে।',
  'Invites waiting for an answer': 'উত্তরের অপেক্ষায় থাকা আমন্ত্রণ',
  'Join the application': 'আবেদনে যোগ দিন',
  'Join your co-founder': 'আপনার সহ-প্রতিষ্ঠাতার সঙ্গে যোগ দিন',
  'Keep mine, do not join': 'আমারটি রাখুন, যোগ দেবেন না',
  'Leave mine and join': 'আমারটি ছেড়ে যোগ দিন',
  'Leave this application': 'এই আবেদন ছেড়ে দিন',
  'Leave this application? It stays with your co-founders and you can no longer open it.':
    'এই আবেদন ছেড়ে দেবেন? এটি আপনার সহ-প্রতিষ্ঠাতাদের কাছে থাকবে এবং আপনি আর এটি খুলতে পারবেন না।',
  Leave: 'ছেড়ে দিন',
  'Not confirmed yet: {names}': 'এখনও নিশ্চিত করেননি: {names}',
  Revoke: 'ফিরিয়ে নিন',
  'Saved by {name}, {time}': '{name} সংরক্ষণ করেছেন, {time}',
  'Send invite': 'আমন্ত্রণ পাঠান',
  'Their email address, or their 10-digit mobile number for an SMS.': 'তাঁর ইমেল ঠিকানা, বা SMS-এর জন্য তাঁর 10 অঙ্কের মোবাইল নম্বর।',
  'You are the only member of this application: to stop, delete it instead of leaving.':
    'এই আবেদনে শুধু আপনিই আছেন: থামাতে চাইলে ছেড়ে যাওয়ার বদলে এটি মুছে ফেলুন।',
  'You will each use your own account; everyone on the team can edit and submit the application.':
    'আপনারা প্রত্যেকে নিজের অ্যাকাউন্টে কাজ করবেন; দলের যে কেউ আবেদন বদলাতে ও জমা দিতে পারেন।',
  You: 'আপনি',
  'Your team is full: at most {count} co-founders can join one application.':
    'আপনার দল পূর্ণ: একটি আবেদনে বড়জোর {count} জন সহ-প্রতিষ্ঠাতা যোগ দিতে পারেন।',
  'Your team': 'আপনার দল',
  'your application': 'আপনার আবেদন',
  '{inviter} invites you to work with them on the application of {startup}.':
    '{inviter} আপনাকে {startup}-এর আবেদনে একসঙ্গে কাজ করতে ডাকছেন।',
  '{inviter} invites you to work with them on their application.': '{inviter} আপনাকে তাঁর আবেদনে একসঙ্গে কাজ করতে ডাকছেন।',
  '{name} (you)': '{name} (আপনি)',
  '{name} is submitted and you are its only member: it cannot be left.':
    '{name} জমা দেওয়া হয়েছে এবং তাতে শুধু আপনিই আছেন: এটি ছেড়ে যাওয়া যায় না।',
  '{name} uploaded this file. Replace it with yours?': '{name} এই ফাইলটি আপলোড করেছেন। এর বদলে আপনার ফাইল রাখবেন?',
  'A co-founder who has left uploaded this file. Replace it with yours?':
    'দল ছেড়ে যাওয়া একজন সহ-প্রতিষ্ঠাতা এই ফাইলটি আপলোড করেছিলেন। এর বদলে আপনার ফাইল রাখবেন?',
  'Replace it': 'বদলে দিন',
  // The conflict panel (team/conflict-panel.tsx): a field saved in two places.
  '(empty)': '(ফাঁকা)',
  'Changed in two places: choose which to keep': 'দুই জায়গায় বদলানো হয়েছে: কোনটি রাখবেন বেছে নিন',
  '{step} — changed in two places: choose which to keep': '{step} — দুই জায়গায় বদলানো হয়েছে: কোনটি রাখবেন বেছে নিন',
  'Saved earlier': 'আগে সংরক্ষিত',
  'Yours, not saved': 'আপনার, সংরক্ষিত হয়নি',
  'Keep the saved one': 'সংরক্ষিতটি রাখুন',
  'Keep theirs': 'তাঁরটি রাখুন',
  'Keep mine': 'আমারটি রাখুন',
};
