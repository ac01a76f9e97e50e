/** English strings of the contact page; they define its keys. */
export const enContact = {
  'contact.title': 'Contact Kiểu Studio: support, pricing and partnerships',
  'contact.description':
    'Write to the Kiểu Studio team about support, pricing, cooperation or feedback. We reply within 24 hours.',
  'contact.heading': 'Talk to our team',
  'contact.intro':
    'Questions about the studio, a plan for your shop or a partnership idea: send us a message and we reply within 24 hours.',
  'contact.formHeading': 'Send a message',
  'contact.firstName': 'First name',
  'contact.lastName': 'Last name',
  'contact.email': 'Email',
  'contact.phone': 'Phone number',
  'contact.topic': 'Topic',
  'contact.topic.support': 'Support',
  'contact.topic.pricing': 'Pricing',
  'contact.topic.cooperation': 'Cooperation',
  'contact.topic.feedback': 'Feedback',
  'contact.topic.other': 'Other',
  'contact.message': 'How can we help?',
  'contact.files': 'Attachments (optional)',
  'contact.filesHint': 'PNG, JPG or PDF, up to 4 files of 10 MB each.',
  'contact.submit': 'Send message',
  'contact.sending': 'Sending…',
  'contact.required': 'Please fill in this field.',
  'contact.success':
    'Thank you! Your message was sent. Reference: {reference}. We reply within 24 hours.',
  'contact.failed':
    'Your message could not be sent. Please check your connection and try again: what you entered is kept.',
  'contact.fixErrors': 'Please correct the highlighted fields.',
  'contact.infoHeading': 'Other ways to reach us',
  'contact.infoEmail': 'Email',
  'contact.infoPhone': 'Hotline',
  'contact.infoAddress': 'Office',
  'contact.address': '12 Nguyễn Huệ, Saigon Ward, Ho Chi Minh City',
  'contact.infoHours': 'Hours',
  'contact.hours': 'Monday to Saturday, 8:00 to 20:00',
  'contact.promise': 'We reply to every message within 24 hours.',
} as const;
