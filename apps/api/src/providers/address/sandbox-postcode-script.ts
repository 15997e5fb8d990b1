/**
 * The browser side of the sandbox postcode widget: what Kakao's postcode.v2.js defines, synchronously,
 * on `window.kakao` (and `window.daum`, which older loaders look for). `embed(el, {q, autoClose})` renders a
 * search box and a result list into `el`; `open({q, autoClose})` shows the same in a full-window layer
 * (Kakao opens a popup window). A click on a result's road or lot-number address calls
 * `oncomplete(Address)` with every field of Kakao's `Address`, then `onclose('COMPLETE_CLOSE')` when
 * autoClose (the default); closing the layer calls `onclose('FORCE_CLOSE')`. Each search calls
 * `onsearch({q, count})`. Texts are Korean like Kakao's own. No inline script: served as a file.
 */
export const POSTCODE_WIDGET_SCRIPT = String.raw`(function () {
  'use strict';
  var script = document.currentScript;
  var base = script && script.src ? new URL('.', script.src).href : location.origin + '/__sandbox/postcode/';
  var STYLE_ID = 'sbx-postcode-style';
  var CSS = '.sbx-pc{font:14px/1.45 system-ui,-apple-system,"Apple SD Gothic Neo","Malgun Gothic",sans-serif;color:#222;background:#fff;border:1px solid #d0d5dd;box-sizing:border-box;display:flex;flex-direction:column;min-height:320px;height:100%}' +
    '.sbx-pc *{box-sizing:border-box}.sbx-pc form{display:flex;gap:6px;padding:10px;border-bottom:1px solid #eee;background:#fafafa}' +
    '.sbx-pc input{flex:1;min-width:0;font:inherit;padding:8px 10px;border:1px solid #98a2b3;border-radius:4px}' +
    '.sbx-pc button{font:inherit;cursor:pointer}.sbx-pc form button{padding:8px 12px;border:0;border-radius:4px;background:#1e6fd9;color:#fff}' +
    '.sbx-pc .sbx-badge{font-size:11px;color:#b54708;padding:2px 10px;background:#fffaeb;border-bottom:1px solid #fedf89}' +
    '.sbx-pc .sbx-msg{padding:14px 12px;color:#475467}.sbx-pc ul{list-style:none;margin:0;padding:0;overflow:auto;flex:1}' +
    '.sbx-pc li{padding:10px 12px;border-bottom:1px solid #f2f4f7}.sbx-pc .sbx-zip{font-weight:700;color:#d92d20;margin-right:6px}' +
    '.sbx-pc .sbx-row{display:block;width:100%;text-align:left;background:none;border:0;padding:3px 0;color:#1d2939}' +
    '.sbx-pc .sbx-row:hover,.sbx-pc .sbx-row:focus{text-decoration:underline}.sbx-pc .sbx-kind{display:inline-block;min-width:44px;font-size:11px;color:#667085;border:1px solid #d0d5dd;border-radius:3px;text-align:center;margin-right:6px}' +
    '.sbx-pc .sbx-more{margin:8px auto;display:block;padding:6px 14px;border:1px solid #d0d5dd;background:#fff;border-radius:4px}' +
    '.sbx-layer{position:fixed;inset:0;z-index:2147483000;background:rgba(0,0,0,.45);display:flex;align-items:center;justify-content:center}' +
    '.sbx-layer .sbx-panel{width:min(500px,100vw);height:min(560px,100vh);background:#fff;display:flex;flex-direction:column}' +
    '.sbx-layer .sbx-head{display:flex;justify-content:space-between;align-items:center;padding:8px 12px;background:#1e6fd9;color:#fff}' +
    '.sbx-layer .sbx-head button{background:none;border:0;color:#fff;font-size:14px}';

  function addStyle() {
    if (document.getElementById(STYLE_ID)) return;
    var style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = CSS;
    document.head.appendChild(style);
  }

  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    for (var name in attrs || {}) node.setAttribute(name, attrs[name]);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function completion(row, type, query) {
    var road = row.roadAddress, jibun = row.jibunAddress;
    var address = type === 'R' ? road : jibun;
    var data = {};
    for (var key in row) data[key] = row[key];
    data.address = address;
    data.addressEnglish = type === 'R' ? row.roadAddressEnglish : row.jibunAddressEnglish;
    data.addressType = type;
    data.userSelectedType = type;
    data.noSelected = 'N';
    data.userLanguageType = 'K';
    // Every sandbox row has both addresses, so nothing needs auto-mapping.
    data.autoRoadAddress = '';
    data.autoRoadAddressEnglish = '';
    data.autoJibunAddress = '';
    data.autoJibunAddressEnglish = '';
    data.query = query;
    data.postcode = '';
    data.postcode1 = '';
    data.postcode2 = '';
    data.postcodeSeq = '';
    return data;
  }

  function Postcode(options) {
    if (!(this instanceof Postcode)) return new Postcode(options);
    this.options = options || {};
    this.root = null;
    this.layer = null;
  }

  Postcode.prototype._render = function (container, settings) {
    var self = this;
    var options = this.options;
    var autoClose = settings.autoClose !== false && options.autoClose !== false;
    var shorthand = options.shorthand === false ? '0' : '1';
    addStyle();
    var root = el('div', { 'class': 'sbx-pc', 'data-sandbox-postcode': '' });
    var form = el('form', { role: 'search' });
    var input = el('input', { type: 'search', name: 'q', 'aria-label': '주소 검색어', placeholder: '예) 판교역로 166, 분당 주공, 백현동 532', autocomplete: 'off' });
    var submit = el('button', { type: 'submit' }, '검색');
    form.appendChild(input);
    form.appendChild(submit);
    var badge = el('div', { 'class': 'sbx-badge' }, 'SANDBOX · 테스트용 우편번호 검색');
    var message = el('div', { 'class': 'sbx-msg', role: 'status' }, '도로명, 건물명, 지번 중 선택하여 입력해 주세요.');
    var list = el('ul', { 'aria-label': '검색 결과' });
    root.appendChild(form);
    root.appendChild(badge);
    root.appendChild(message);
    root.appendChild(list);
    container.appendChild(root);
    this.root = root;
    var query = '';
    var page = 1;

    function finish(row, type) {
      var data = completion(row, type, query);
      if (typeof options.oncomplete === 'function') options.oncomplete(data);
      if (autoClose) self._close('COMPLETE_CLOSE');
    }

    function addRow(row) {
      var item = el('li');
      item.appendChild(el('span', { 'class': 'sbx-zip' }, row.zonecode));
      var roadButton = el('button', { type: 'button', 'class': 'sbx-row', 'data-type': 'R' });
      roadButton.appendChild(el('span', { 'class': 'sbx-kind' }, '도로명'));
      roadButton.appendChild(document.createTextNode(row.roadAddress + (row.buildingName ? ' (' + row.buildingName + ')' : '')));
      roadButton.addEventListener('click', function () { finish(row, 'R'); });
      var jibunButton = el('button', { type: 'button', 'class': 'sbx-row', 'data-type': 'J' });
      jibunButton.appendChild(el('span', { 'class': 'sbx-kind' }, '지번'));
      jibunButton.appendChild(document.createTextNode(row.jibunAddress));
      jibunButton.addEventListener('click', function () { finish(row, 'J'); });
      item.appendChild(roadButton);
      item.appendChild(jibunButton);
      list.appendChild(item);
    }

    function search(next) {
      page = next;
      var url = base + 'search?size=10&shorthand=' + shorthand + '&page=' + page + '&q=' + encodeURIComponent(query);
      message.textContent = '검색 중…';
      fetch(url, { headers: { accept: 'application/json' } })
        .then(function (response) { return response.json(); })
        .then(function (answer) {
          if (page === 1) list.textContent = '';
          var more = list.querySelector('.sbx-more');
          if (more) more.parentNode.removeChild(more);
          if (answer.error) message.textContent = answer.error.message;
          else if (answer.count === 0) message.textContent = '검색 결과가 없습니다.';
          else message.textContent = '검색 결과 ' + answer.count + '건';
          answer.items.forEach(addRow);
          if (page * answer.size < answer.count) {
            var moreButton = el('button', { type: 'button', 'class': 'sbx-more' }, '더보기');
            moreButton.addEventListener('click', function () { search(page + 1); });
            var holder = el('li');
            holder.className = 'sbx-more';
            holder.appendChild(moreButton);
            list.appendChild(holder);
          }
          if (page === 1 && typeof options.onsearch === 'function') options.onsearch({ q: query, count: answer.count });
          if (typeof options.onresize === 'function') options.onresize({ width: root.offsetWidth, height: root.offsetHeight });
        })
        .catch(function () { message.textContent = '일시적인 오류로 검색하지 못했습니다.'; });
    }

    form.addEventListener('submit', function (event) {
      event.preventDefault();
      query = input.value.trim();
      search(1);
    });
    var first = settings.q || options.q;
    if (first) {
      input.value = first;
      query = String(first).trim();
      search(1);
    }
    if (options.focusInput !== false) input.focus();
  };

  Postcode.prototype._close = function (state) {
    if (this.root && this.root.parentNode) this.root.parentNode.removeChild(this.root);
    if (this.layer && this.layer.parentNode) this.layer.parentNode.removeChild(this.layer);
    this.root = null;
    this.layer = null;
    if (typeof this.options.onclose === 'function') this.options.onclose(state);
  };

  /** Inline, inside the given element (Kakao: an iframe there). */
  Postcode.prototype.embed = function (element, settings) {
    if (!element) throw new Error('Postcode.embed needs an element');
    this._render(element, settings || {});
  };

  /** Kakao opens a popup window; the sandbox shows a layer over the page with a close button. */
  Postcode.prototype.open = function (settings) {
    var self = this;
    settings = settings || {};
    addStyle();
    var layer = el('div', { 'class': 'sbx-layer', role: 'dialog', 'aria-modal': 'true', 'aria-label': settings.popupTitle || '우편번호 검색' });
    var panel = el('div', { 'class': 'sbx-panel' });
    var head = el('div', { 'class': 'sbx-head' });
    head.appendChild(el('span', {}, settings.popupTitle || '우편번호 검색'));
    var close = el('button', { type: 'button', 'aria-label': '닫기' }, '닫기 ✕');
    close.addEventListener('click', function () { self._close('FORCE_CLOSE'); });
    head.appendChild(close);
    panel.appendChild(head);
    layer.appendChild(panel);
    document.body.appendChild(layer);
    this.layer = layer;
    this._render(panel, settings);
  };

  var postcode = { version: 'sandbox', _validParam_: true, load: function (callback) { if (typeof callback === 'function') callback(); } };
  window.kakao = window.kakao || {};
  window.kakao.postcode = postcode;
  window.kakao.Postcode = Postcode;
  window.daum = window.daum || {};
  window.daum.postcode = postcode;
  window.daum.Postcode = Postcode;
})();
`;
