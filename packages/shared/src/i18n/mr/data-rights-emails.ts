import type { DATA_RIGHTS_EMAILS } from '../../privacy/privacy-messages.ts';

/** The data rights emails in Marathi (privacy/data-rights-emails.ts); {placeholders} are filled with fillText. */
export const MR_DATA_RIGHTS_EMAILS: Record<keyof typeof DATA_RIGHTS_EMAILS, string> = {
  EXPORT_READY_SUBJECT: 'तुमचा डेटा डाउनलोडसाठी तयार आहे',
  EXPORT_READY_BODY:
    'नमस्कार {name},\n\nतुम्ही मागितलेली तुमच्या डेटाची प्रत तयार आहे. ती डाउनलोड करण्यासाठी साइन इन करा आणि खाते, गोपनीयता आणि सुरक्षा उघडा: {link}\n\nती 7 दिवस डाउनलोड करता येईल.',
  DELETE_CODE_SUBJECT: 'तुमचे खाते पुसण्यासाठी तुमचा कोड',
  DELETE_CODE_BODY:
    'तुमचे खाते पुसण्यासाठी तुमचा कोड {code} आहे. तो 10 मिनिटे चालेल. तुम्ही हा मागितला नसल्यास साइन इन करून तुमचा पासवर्ड बदला.',
  RETENTION_NOTICE_SUBJECT: 'तुमच्या अर्जाचा डेटा 48 तासांत पुसला जाईल',
  RETENTION_NOTICE_BODY:
    'नमस्कार {name},\n\n{cohort} बंद झाला आहे आणि तुमचा अर्ज स्वीकारला गेला नाही. आमच्या गोपनीयता सूचनेत लिहिल्याप्रमाणे, तुमचा अर्ज आणि त्याच्या फाइली {date} रोजी पुसल्या जातील. त्यांची प्रत ठेवायची असल्यास, त्याआधी साइन इन करून "माझा डेटा डाउनलोड करा" वापरा: {link}',
  CORRECTION_DONE_SUBJECT: 'आम्ही तुमचा अर्ज दुरुस्त केला आहे',
  CORRECTION_DONE_BODY:
    'नमस्कार {name},\n\nतुमच्या विनंतीवरून प्रोग्राम टीमने तुमच्या सादर केलेल्या अर्जात ही दुरुस्ती केली आहे:\n\n{changes}\n\nतुम्ही हे तुमच्या अर्जात आणि खाते, गोपनीयता आणि सुरक्षा मध्ये पाहू शकता: {link}',
};

/** correctionDoneEmail's words for a yes/no answer and a blank one. */
export const MR_FIELD_WORDS = { yes: 'होय', no: 'नाही' } as const;
export const MR_BLANK = '(रिकामे)';
