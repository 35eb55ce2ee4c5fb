// The blank extension page's paragraph, put there by a script: the least any page that shows stored data must do.
const ready = document.createElement('p');
ready.id = 'ready';
ready.textContent = 'Blank extension page';
document.querySelector('main').append(ready);
