import type { TalkPhrases } from './talk-phrases';

export const hiTalk: TalkPhrases = {
  askAbout: [
    '{phrase} — वहाँ क्या हुआ?',
    'और {phrase}, इसकी कहानी क्या है?',
    '{phrase} के बारे में हम क्या जानते हैं?',
    '{phrase} — यह इसमें कहाँ आता है?',
    'फिर {phrase} की बात है। वहाँ क्या हुआ?',
    '{phrase} — लोगों को इसके बारे में क्या जानना चाहिए?',
  ],
  askWho: ['{name} — इस कहानी में वे कौन थे?', 'और {name}, उनकी भूमिका क्या थी?'],
  askWhen: ['{phrase} — यह कब की बात है?', 'और {phrase}, यह किस साल हुआ?'],
  askHowMany: ['{phrase} — कितने {unit}, मोटे तौर पर?', 'और {phrase}, गिनती में कितने {unit}?'],
  reactFigure: [
    '{figure}? यह तो मेरी सोच से ज़्यादा है।',
    '{figure}, इसकी कल्पना करना भी मुश्किल है।',
    'यानी {figure}।',
    '{figure}, यह आँकड़ा याद रह जाएगा।',
    'रुकिए, {figure}?',
  ],
  reactYear: ['तो यह {year} की बात है।', 'यानी यह {year} तक जाता है।', '{year}, दिलचस्प।'],
  reactName: ['{name} के बारे में मुझे पता नहीं था।', 'तो {name} भी इसका हिस्सा थे।', '{name}, यह नाम याद रखने लायक है।'],
  reactPhrase: [
    'तो सब कुछ {phrase} पर आकर टिकता है।',
    '{phrase}, यह मैंने सोचा नहीं था।',
    '{phrase} के बारे में मैं अभी सोच रहा हूँ।',
  ],
  interjections: ['', 'अच्छा, ', 'ओह, ', 'ठीक है, ', 'हम्म, '],
};
