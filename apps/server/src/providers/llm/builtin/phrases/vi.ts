import type { PhraseBook } from './phrase-book';

export const vi: PhraseBook = {
  name: 'Vietnamese',
  spaced: true,
  address: '{name} ơi, ',
  and: ' và ',
  defaultHost: 'Người dẫn',
  defaultGuest: 'Khách mời',
  welcome: {
    formal: 'Xin chào và chào mừng quý vị. Tôi là {host}, và trong số này chúng ta sẽ bàn về chủ đề: {topic}.',
    witty:
      'Xin chào, xin chào! Tôi là {host}, và hôm nay chúng ta xông vào chủ đề này chỉ với ý kiến và cà phê: {topic}.',
    empathetic: 'Chào mọi người, tôi là {host}. Hôm nay chúng ta sẽ nói chuyện nhẹ nhàng và chân thành về {topic}.',
    inspirational:
      'Chào mừng các bạn. Tôi là {host}, và hôm nay chúng ta khám phá những điều mà chủ đề này có thể mở ra: {topic}.',
    investigative: 'Chào mừng các bạn. Tôi là {host}, và hôm nay chúng ta đào sâu vào chủ đề: {topic}.',
    casual: 'Chào các bạn! Mình là {host}, và hôm nay tụi mình tám chuyện về {topic}.',
    quirky: 'Chào những bộ óc tò mò! {host} đây, và hang thỏ hôm nay là: {topic}.',
  },
  introduceGuests: ['Cùng tôi hôm nay là {guests}.', 'Rất vui hôm nay có {guests} đồng hành.'],
  soloIntro: 'Hôm nay chỉ có mình tôi, nên chúng ta vào thẳng vấn đề nhé.',
  guestHello: [
    'Cảm ơn đã mời tôi, {host}.',
    'Rất vui được có mặt ở đây, {host}.',
    'Chào {host}, rất vui được tham gia.',
  ],
  headings: {
    basics: 'những điều cơ bản',
    why: 'vì sao điều này quan trọng',
    example: 'một ví dụ thực tế',
    challenges: 'những phần khó',
    future: 'điều gì sắp tới',
    advice: 'lời khuyên thực tế',
  },
  transition: ['Giờ chúng ta chuyển sang {heading}.', 'Tiếp theo là {heading}.', 'Bây giờ, nói về {heading}.'],
  questions: {
    basics: [
      'Người mới nên bắt đầu từ đâu?',
      'Nếu giải thích cho một người bạn, bạn sẽ nói thế nào?',
      'Ý tưởng nền tảng cho mọi thứ khác là gì?',
    ],
    why: [
      'Vì sao mọi người nên quan tâm đến điều này ngay lúc này?',
      'Ai là người cảm nhận tác động rõ nhất?',
      'Điều gì thay đổi khi làm đúng?',
    ],
    example: [
      'Bạn có thể đưa ra một ví dụ cụ thể không?',
      'Trong một ngày bình thường, điều này trông như thế nào?',
      'Có câu chuyện nào thể hiện rõ điều đó không?',
    ],
    challenges: [
      'Điều gì khiến nó khó hơn vẻ ngoài?',
      'Mọi người thường sai ở đâu?',
      'Hiểu lầm phổ biến nhất mà bạn nghe là gì?',
    ],
    future: [
      'Trong vài năm tới, mọi thứ sẽ đi về đâu?',
      'Bạn đang theo dõi sát nhất sự thay đổi nào?',
      'Điều gì về tương lai của nó sẽ khiến mọi người bất ngờ?',
    ],
    advice: [
      'Thính giả có thể làm gì ngay trong tuần này?',
      'Nếu chỉ nhớ một lời khuyên, đó nên là gì?',
      'Làm sao để tiếp tục tìm hiểu thêm?',
    ],
  },
  answers: {
    basics: [
      'Hãy bắt đầu từ ý chính và tạm quên những thuật ngữ chuyên môn.',
      'Về cốt lõi, đó là vài lựa chọn đơn giản cộng dồn theo thời gian.',
      'Phần lớn sẽ trở nên dễ hiểu khi ta thấy vấn đề mà nó muốn giải quyết.',
    ],
    why: [
      'Nó ảnh hưởng đến các quyết định hằng ngày nhiều hơn người ta tưởng.',
      'Những người ít thời gian suy nghĩ về nó nhất thường lại chịu ảnh hưởng nhiều nhất.',
      'Những cải thiện nhỏ ở đây mang lại lợi ích hết lần này đến lần khác.',
    ],
    example: [
      'Hãy hình dung một nhóm nhỏ thử điều mới với ngân sách rất ít ỏi.',
      'Hãy nghĩ đến một gia đình đang lên kế hoạch cho cả tháng và cân nhắc từng lựa chọn.',
      'Tôi từng thấy một dự án bị kẹt nhiều tuần cho đến khi một thay đổi đơn giản gỡ rối cho nó.',
    ],
    challenges: [
      'Khó nhất là kết quả cần thời gian mới thấy được.',
      'Người ta hay sao chép cách đã thành công ở nơi khác mà không kiểm tra xem có phù hợp không.',
      'Có rất nhiều lời khuyên nói chắc nịch, và nhiều lời khuyên mâu thuẫn nhau.',
    ],
    future: [
      'Tôi nghĩ nó sẽ trở nên bình thường hơn và bớt bí ẩn đi nhiều.',
      'Công cụ ngày càng rẻ, nên sẽ có nhiều người tham gia hơn hẳn.',
      'Những năm tới sẽ thưởng cho ai thử nghiệm sớm và cẩn thận.',
    ],
    advice: [
      'Hãy chọn một bước nhỏ và làm ngay tuần này, thay vì lên kế hoạch mãi.',
      'Hãy trò chuyện với người đã từng làm và hỏi họ sẽ thay đổi điều gì.',
      'Hãy ghi lại những gì bạn học được, vì các quy luật xuất hiện nhanh hơn bạn nghĩ.',
    ],
  },
  elaborations: [
    'Nghe thì đơn giản, nhưng chi tiết lại cực kỳ quan trọng.',
    'Và hiếm khi mọi thứ xảy ra cùng lúc; nó được xây dựng từng bước một.',
    'Điều làm tôi bất ngờ nhất là mọi thứ phụ thuộc vào thói quen nhiều hơn tài năng.',
    'Tin vui là không ai phải tự mình mày mò.',
    'Cũng nên nhớ rằng chuyên gia nào cũng từng là người mới.',
    'Trong thực tế, sự bền bỉ hầu như luôn thắng sự hăng hái nhất thời.',
  ],
  followUps: [
    'Vì sao vậy?',
    'Bạn nói thêm được không?',
    'Rồi kết quả ra sao?',
    'Nếu làm lại, bạn sẽ làm khác thế nào?',
  ],
  sourceLead: ['Trong tài liệu có một ý thế này.', 'Có một điểm khiến tôi rất chú ý.', 'Tôi đọc một câu nhé.'],
  sourceAsk: [
    'Chúng ta nên rút ra điều gì từ đó?',
    'Điều này khớp với bức tranh chung ra sao?',
    'Thính giả cần biết thêm gì ở đây?',
  ],
  sourceAnswer: ['Điều này gắn với một ý khác.', 'Tôi hiểu nó như thế này.', 'Hãy đặt nó cạnh ý này.'],
  reactions: {
    formal: ['Chính xác.', 'Đó là một sự phân biệt quan trọng.'],
    witty: ['Chà, chuyện leo thang nhanh thật.', 'Tôi sẽ giả vờ là mình biết từ trước.'],
    empathetic: ['Điều đó rất dễ hiểu.', 'Tôi có thể hình dung cảm giác đó.'],
    inspirational: ['Đó chính là tinh thần chúng ta cần.', 'Tuyệt vời quá.'],
    investigative: ['Hãy kiểm chứng nhận định đó.', 'Thú vị đấy, vậy bằng chứng là gì?'],
    casual: ['Đúng rồi.', 'Ừ, hợp lý.'],
    quirky: ['Cú twist đây rồi!', 'Não tôi vừa lộn một vòng nhỏ.'],
  },
  handOver: ['{name} ơi, bạn muốn bổ sung gì không?', 'Còn {name}, bạn thấy thế nào?'],
  wrapUp: ['Thời gian của chúng ta sắp hết.', 'Để tôi tóm lại.'],
  thanks: ['Cảm ơn {guests} vì cuộc trò chuyện tuyệt vời.', 'Xin cảm ơn {guests} đã tham gia.'],
  guestGoodbye: [
    'Cảm ơn {host}. Rất vui.',
    'Rất hân hạnh, {host}. Tạm biệt mọi người.',
    'Cảm ơn {host}. Mọi người giữ gìn sức khỏe nhé.',
  ],
  signOff: {
    formal: 'Cảm ơn quý vị đã lắng nghe. Hẹn gặp lại.',
    witty: 'Hết rồi. Giờ hãy đi khoe kiến thức ở bữa tiệc tới nhé.',
    empathetic: 'Hãy chăm sóc bản thân, và cảm ơn các bạn đã lắng nghe.',
    inspirational: 'Hãy tạo ra điều gì đó tuyệt vời. Cảm ơn các bạn đã lắng nghe.',
    investigative: 'Hãy tiếp tục đặt câu hỏi. Cảm ơn các bạn đã lắng nghe.',
    casual: 'Hôm nay đến đây thôi. Hẹn gặp lại nha!',
    quirky: 'Cứ tò mò, cứ khác người, và hẹn gặp lại.',
  },
  soloClose: 'Cảm ơn bạn đã dành thời gian này cùng tôi.',
};
