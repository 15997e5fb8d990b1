/** Texts of the inquiry part of the `content` namespace (issue 19): 1:1 inquiries. */
const inquiryKoKR = {
  title: '1:1 문의',
  write: '문의하기',
  list: '나의 문의 내역',
  intro:
    '궁금한 점을 남겨 주시면 영업일 기준 1~2일 안에 답변해 드립니다. 답변이 등록되면 알림과 메일로 알려 드려요.',
  category: {
    label: '문의 유형',
    choose: '유형을 선택해 주세요',
    ORDER_DELIVERY: '주문·배송',
    RETURN_EXCHANGE: '반품·교환',
    PRODUCT: '상품',
    MEMBERSHIP: '회원',
    PAYMENT: '결제',
    OTHER: '기타'
  },
  order: {
    label: '관련 주문 (선택)',
    none: '선택 안 함',
    option: '{{number}} · {{date}} · {{product}}'
  },
  field: {
    title: '제목',
    titlePlaceholder: '제목을 입력해 주세요',
    body: '문의 내용',
    bodyPlaceholder: '문의 내용을 자세히 적어 주세요',
    count: '{{count}}/{{max}}'
  },
  photos: {
    label: '사진 첨부 (선택)',
    hint: 'JPG, PNG 파일 최대 {{max}}장, 한 장에 {{maxMb}}MB까지',
    add: '사진 추가',
    alt: '첨부한 사진 {{index}}',
    remove: '사진 {{index}} 삭제',
    loading: '불러오는 중',
    loadError: '사진을 불러오지 못했습니다'
  },
  rule: {
    INQ_SelectCategory: '문의 유형을 선택해 주세요.',
    INQ_EnterTitle: '제목을 입력해 주세요.',
    INQ_TitleLength: '제목은 {{max}}자까지 입력할 수 있습니다.',
    INQ_EnterContent: '문의 내용을 입력해 주세요.',
    INQ_ContentLength: '문의 내용은 {{max}}자까지 입력할 수 있습니다.',
    INQ_OrderNumber: '본인의 주문만 선택할 수 있습니다.',
    VA_InvalidCharacters: '입력할 수 없는 문자가 포함되어 있습니다.'
  },
  submit: '등록',
  save: '수정 완료',
  cancel: '취소',
  sending: '보내는 중…',
  state: { RECEIVED: '답변 대기', ANSWERED: '답변 완료' },
  empty: '문의 내역이 없습니다.',
  writtenAt: '작성일 {{date}}',
  answeredAt: '답변일 {{date}}',
  photoCount: '사진 {{count}}장',
  detail: {
    question: '문의 내용',
    answer: '답변',
    waiting: '답변을 준비하고 있습니다. 답변이 등록되면 알림과 메일로 알려 드릴게요.',
    orderNumber: '주문번호 {{number}}',
    edit: '수정',
    remove: '삭제',
    back: '목록으로',
    removeConfirm: '이 문의를 삭제할까요? 삭제한 문의는 되돌릴 수 없습니다.',
    updatedAt: '{{date}} 수정'
  },
  edit: '문의 수정',
  loadError: '문의를 불러오지 못했습니다.',
  retry: '다시 시도',
  notFound: '문의를 찾을 수 없습니다.'
};

export default inquiryKoKR;
