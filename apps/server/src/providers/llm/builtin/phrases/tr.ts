import type { PhraseBook } from './phrase-book';

export const tr: PhraseBook = {
  name: 'Turkish',
  spaced: true,
  address: '{name}, ',
  and: ' ve ',
  defaultHost: 'Sunucu',
  defaultGuest: 'Konuk',
  // Turkish suffixes depend on the last vowel of a word, so {topic} and names stand before a colon or alone.
  welcome: {
    formal: 'İyi günler ve hoş geldiniz. Ben {host}; bu bölümün konusu şu: {topic}.',
    witty: 'Merhaba, merhaba! Ben {host}; bugün sadece fikirlerimiz ve kahvemizle şu konuya dalıyoruz: {topic}.',
    empathetic: 'Herkese merhaba, ben {host}. Bugün sakin ve samimi bir şekilde şu konuyu konuşuyoruz: {topic}.',
    inspirational:
      'Hoş geldiniz, dostlar. Ben {host}; bugün bu konunun neleri mümkün kılabileceğini keşfediyoruz: {topic}.',
    investigative: 'Hoş geldiniz. Ben {host}; bugün şu konuyu derinlemesine araştırıyoruz: {topic}.',
    casual: 'Selam, hoş geldiniz! Ben {host}; bugün şu konu üzerine laflıyoruz: {topic}.',
    quirky: 'Selamlar, meraklı zihinler! Ben {host}; bugünün tavşan deliği şu: {topic}.',
  },
  introduceGuests: ['Bugün stüdyodaki konuklarım: {guests}.', 'Bugün benimle birlikte olanlar: {guests}.'],
  soloIntro: 'Bugün tek başımayım, o yüzden hemen konuya girelim.',
  guestHello: [
    'Davet için teşekkürler, {host}.',
    'Burada olmak çok güzel, {host}.',
    'Merhaba {host}, katılmaktan mutluluk duyuyorum.',
  ],
  headings: {
    basics: 'temel bilgiler',
    why: 'neden önemli olduğu',
    example: 'gerçek bir örnek',
    challenges: 'zor yanlar',
    future: 'bizi neler bekliyor',
    advice: 'pratik öneriler',
  },
  transition: ['Sıradaki başlık: {heading}.', 'Şimdi başka bir konu: {heading}.', 'Bir sonraki durak: {heading}.'],
  questions: {
    basics: [
      'Bu işe yeni başlayan biri nereden başlamalı?',
      'Bunu bir arkadaşına nasıl anlatırdın?',
      'Her şeyin üzerine kurulduğu temel fikir ne?',
    ],
    why: [
      'İnsanlar bunu neden tam da şimdi önemsemeli?',
      'Etkilerini en çok kim hissediyor?',
      'Doğru yapıldığında ne değişiyor?',
    ],
    example: [
      'Somut bir örnek verebilir misin?',
      'Sıradan bir günde bu nasıl görünüyor?',
      'Bunu iyi özetleyen bir hikâye var mı?',
    ],
    challenges: [
      'Bunu göründüğünden daha zor yapan ne?',
      'İnsanlar en çok nerede hata yapıyor?',
      'En sık duyduğun yanlış anlama hangisi?',
    ],
    future: [
      'Önümüzdeki yıllarda bu iş nereye gidiyor?',
      'En yakından takip ettiğin gelişme hangisi?',
      'Bunun geleceğiyle ilgili insanları ne şaşırtırdı?',
    ],
    advice: [
      'Bir dinleyici daha bu hafta ne yapabilir?',
      'Akılda tek bir öneri kalacaksa, hangisi olmalı?',
      'İnsanlar bu konuda öğrenmeye nasıl devam edebilir?',
    ],
  },
  answers: {
    basics: [
      'Ana fikirle başla ve bir süre jargonu boş ver.',
      'Özünde, zamanla birikerek büyüyen birkaç basit seçimden söz ediyoruz.',
      'Çözmeye çalıştığı sorunu görünce çoğu şey yerine oturuyor.',
    ],
    why: [
      'Gündelik kararları sanıldığından çok daha sık etkiliyor.',
      'Bunu düşünmeye en az vakti olanlar genellikle en çok etkilenenler oluyor.',
      'Buradaki küçük iyileştirmeler tekrar tekrar karşılığını veriyor.',
    ],
    example: [
      'Çok küçük bir bütçeyle yeni bir şey deneyen küçük bir ekip düşün.',
      'Ayını planlayan ve her seçeneği tartan bir aile düşün.',
      'Bir keresinde haftalarca tıkanan bir projenin tek bir basit değişiklikle açıldığını gördüm.',
    ],
    challenges: [
      'En zor kısmı, sonuçların görünmesinin zaman alması.',
      'Çoğu zaman başka yerde işe yarayan şey, uyup uymadığına bakılmadan kopyalanıyor.',
      'Ortada çok fazla kendinden emin tavsiye var ve birçoğu birbiriyle çelişiyor.',
    ],
    future: [
      'Bence daha sıradan ve çok daha az gizemli hâle gelecek.',
      'Araçlar ucuzluyor, yani çok daha fazla insan işin içine girebilecek.',
      'Önümüzdeki yıllar erken ve dikkatle deneyenleri ödüllendirecek.',
    ],
    advice: [
      'Küçük bir adım seç ve sonsuza kadar plan yapmak yerine onu bu hafta at.',
      'Bunu daha önce yapmış biriyle konuş ve neyi değiştireceğini sor.',
      'Öğrendiklerini not al, çünkü örüntüler sandığından hızlı ortaya çıkıyor.',
    ],
  },
  elaborations: [
    'Kulağa basit geliyor ama ayrıntılar çok önemli.',
    'Ve nadiren bir anda oluyor; adım adım inşa ediliyor.',
    'Beni en çok şaşırtan, işin yetenekten çok alışkanlıklara bağlı olmasıydı.',
    'İşin iyi yanı, kimsenin bunu tek başına çözmek zorunda olmaması.',
    'Her uzmanın bir zamanlar acemi olduğunu hatırlamak da iyi geliyor.',
    'Pratikte istikrar, yoğunluğu neredeyse her zaman yener.',
  ],
  followUps: ['Neden peki?', 'Biraz daha açar mısın?', 'Peki sonuç ne oldu?', 'Neyi farklı yapardın?'],
  sourceLead: ['Materyalde şöyle bir şey var.', 'Bir nokta gerçekten dikkatimi çekti.', 'Size bir cümle okuyayım.'],
  sourceAsk: [
    'Bundan ne çıkarmalıyız?',
    'Bu, genel tabloya nasıl oturuyor?',
    'Dinleyicilerin burada başka neyi bilmesi gerek?',
  ],
  sourceAnswer: ['Bu, başka bir noktayla bağlantılı.', 'Ben bunu şöyle okuyorum.', 'Bunu şunun yanına koy.'],
  reactions: {
    formal: ['Kesinlikle.', 'Bu önemli bir ayrım.'],
    witty: ['Eh, iş çabuk büyüdü.', 'Bunu zaten biliyormuş gibi yapacağım.'],
    empathetic: ['Çok anlaşılır.', 'Bunun nasıl hissettirdiğini tahmin edebiliyorum.'],
    inspirational: ['İhtiyacımız olan ruh tam da bu.', 'Buna bayıldım.'],
    investigative: ['Bu iddiayı sınayalım.', 'İlginç, peki kanıtı ne?'],
    casual: ['Aynen öyle.', 'Evet, mantıklı.'],
    quirky: ['Olay örgüsünde sürpriz!', 'Beynim az önce küçük bir takla attı.'],
  },
  handOver: ['{name}, sen ne eklersin?', 'Peki {name}, sen nasıl görüyorsun?'],
  wrapUp: ['Sürenin sonuna yaklaşıyoruz.', 'Toparlayayım.'],
  thanks: ['{guests}, bu güzel sohbet için teşekkürler.', 'Katıldığınız için çok teşekkürler, {guests}.'],
  guestGoodbye: [
    'Ben teşekkür ederim, {host}. Çok keyifliydi.',
    'Rica ederim, {host}. Herkese hoşça kalın.',
    'Teşekkürler, {host}. Kendinize iyi bakın.',
  ],
  signOff: {
    formal: 'Dinlediğiniz için teşekkürler. Bir sonraki bölümde görüşmek üzere.',
    witty: 'Bizden bu kadar. Şimdi gidin ve bir sonraki sofrada herkesi etkileyin.',
    empathetic: 'Kendinize iyi bakın ve dinlediğiniz için teşekkürler.',
    inspirational: 'Gidin ve harika bir şey yaratın. Dinlediğiniz için teşekkürler.',
    investigative: 'Soru sormaya devam edin. Dinlediğiniz için teşekkürler.',
    casual: 'Bugünlük bu kadar. Görüşürüz!',
    quirky: 'Meraklı kalın, biraz tuhaf kalın, bir dahaki sefere görüşürüz.',
  },
  soloClose: 'Bu zamanı benimle geçirdiğiniz için teşekkürler.',
};
