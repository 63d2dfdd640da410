export { Album, ALBUM_MAX, type AlbumProps } from './Album';
