// A CMS block rendered after the page loaded (a tab, a lazy section): the loader sees it arrive.
const late = document.createElement('tc-login');
late.setAttribute('help-url', '#support');
document.querySelector('#late-block').append(late);
