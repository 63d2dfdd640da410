/**
 * The demo pictures' emoji: Microsoft's Fluent Emoji (flat style, MIT), one module per emoji
 * from `@iconify-icons/fluent-emoji-flat`, so a bundle carries only the ones named here (the whole
 * set is 16 MB). Their art is paths and solid fills: no text, no fonts.
 */
import amphora from '@iconify-icons/fluent-emoji-flat/amphora.js';
import anchor from '@iconify-icons/fluent-emoji-flat/anchor.js';
import artistPalette from '@iconify-icons/fluent-emoji-flat/artist-palette.js';
import baby from '@iconify-icons/fluent-emoji-flat/baby.js';
import babyBottle from '@iconify-icons/fluent-emoji-flat/baby-bottle.js';
import backpack from '@iconify-icons/fluent-emoji-flat/backpack.js';
import balletShoes from '@iconify-icons/fluent-emoji-flat/ballet-shoes.js';
import basket from '@iconify-icons/fluent-emoji-flat/basket.js';
import battery from '@iconify-icons/fluent-emoji-flat/battery.js';
import bed from '@iconify-icons/fluent-emoji-flat/bed.js';
import bicycle from '@iconify-icons/fluent-emoji-flat/bicycle.js';
import billedCap from '@iconify-icons/fluent-emoji-flat/billed-cap.js';
import bone from '@iconify-icons/fluent-emoji-flat/bone.js';
import books from '@iconify-icons/fluent-emoji-flat/books.js';
import bubbles from '@iconify-icons/fluent-emoji-flat/bubbles.js';
import camera from '@iconify-icons/fluent-emoji-flat/camera.js';
import camping from '@iconify-icons/fluent-emoji-flat/camping.js';
import candle from '@iconify-icons/fluent-emoji-flat/candle.js';
import candy from '@iconify-icons/fluent-emoji-flat/candy.js';
import cardFileBox from '@iconify-icons/fluent-emoji-flat/card-file-box.js';
import cat from '@iconify-icons/fluent-emoji-flat/cat.js';
import catFace from '@iconify-icons/fluent-emoji-flat/cat-face.js';
import cherryBlossom from '@iconify-icons/fluent-emoji-flat/cherry-blossom.js';
import chocolateBar from '@iconify-icons/fluent-emoji-flat/chocolate-bar.js';
import coat from '@iconify-icons/fluent-emoji-flat/coat.js';
import computerMouse from '@iconify-icons/fluent-emoji-flat/computer-mouse.js';
import convenienceStore from '@iconify-icons/fluent-emoji-flat/convenience-store.js';
import cookie from '@iconify-icons/fluent-emoji-flat/cookie.js';
import cooking from '@iconify-icons/fluent-emoji-flat/cooking.js';
import coral from '@iconify-icons/fluent-emoji-flat/coral.js';
import couchAndLamp from '@iconify-icons/fluent-emoji-flat/couch-and-lamp.js';
import creditCard from '@iconify-icons/fluent-emoji-flat/credit-card.js';
import cupWithStraw from '@iconify-icons/fluent-emoji-flat/cup-with-straw.js';
import deliveryTruck from '@iconify-icons/fluent-emoji-flat/delivery-truck.js';
import departmentStore from '@iconify-icons/fluent-emoji-flat/department-store.js';
import desktopComputer from '@iconify-icons/fluent-emoji-flat/desktop-computer.js';
import dogFace from '@iconify-icons/fluent-emoji-flat/dog-face.js';
import dress from '@iconify-icons/fluent-emoji-flat/dress.js';
import electricPlug from '@iconify-icons/fluent-emoji-flat/electric-plug.js';
import evergreenTree from '@iconify-icons/fluent-emoji-flat/evergreen-tree.js';
import flashlight from '@iconify-icons/fluent-emoji-flat/flashlight.js';
import flexedBiceps from '@iconify-icons/fluent-emoji-flat/flexed-biceps.js';
import forkAndKnife from '@iconify-icons/fluent-emoji-flat/fork-and-knife.js';
import forkAndKnifeWithPlate from '@iconify-icons/fluent-emoji-flat/fork-and-knife-with-plate.js';
import fountainPen from '@iconify-icons/fluent-emoji-flat/fountain-pen.js';
import gloves from '@iconify-icons/fluent-emoji-flat/gloves.js';
import graduationCap from '@iconify-icons/fluent-emoji-flat/graduation-cap.js';
import greenSalad from '@iconify-icons/fluent-emoji-flat/green-salad.js';
import hammerAndWrench from '@iconify-icons/fluent-emoji-flat/hammer-and-wrench.js';
import handbag from '@iconify-icons/fluent-emoji-flat/handbag.js';
import handshake from '@iconify-icons/fluent-emoji-flat/handshake.js';
import headphone from '@iconify-icons/fluent-emoji-flat/headphone.js';
import highHeeledShoe from '@iconify-icons/fluent-emoji-flat/high-heeled-shoe.js';
import hotBeverage from '@iconify-icons/fluent-emoji-flat/hot-beverage.js';
import hotPepper from '@iconify-icons/fluent-emoji-flat/hot-pepper.js';
import keyboard from '@iconify-icons/fluent-emoji-flat/keyboard.js';
import kitchenKnife from '@iconify-icons/fluent-emoji-flat/kitchen-knife.js';
import kite from '@iconify-icons/fluent-emoji-flat/kite.js';
import knot from '@iconify-icons/fluent-emoji-flat/knot.js';
import laptop from '@iconify-icons/fluent-emoji-flat/laptop.js';
import leafyGreen from '@iconify-icons/fluent-emoji-flat/leafy-green.js';
import lightBulb from '@iconify-icons/fluent-emoji-flat/light-bulb.js';
import lipstick from '@iconify-icons/fluent-emoji-flat/lipstick.js';
import locked from '@iconify-icons/fluent-emoji-flat/locked.js';
import lotionBottle from '@iconify-icons/fluent-emoji-flat/lotion-bottle.js';
import lotus from '@iconify-icons/fluent-emoji-flat/lotus.js';
import luggage from '@iconify-icons/fluent-emoji-flat/luggage.js';
import mango from '@iconify-icons/fluent-emoji-flat/mango.js';
import mapleLeaf from '@iconify-icons/fluent-emoji-flat/maple-leaf.js';
import memo from '@iconify-icons/fluent-emoji-flat/memo.js';
import mirror from '@iconify-icons/fluent-emoji-flat/mirror.js';
import mobilePhone from '@iconify-icons/fluent-emoji-flat/mobile-phone.js';
import nailPolish from '@iconify-icons/fluent-emoji-flat/nail-polish.js';
import necktie from '@iconify-icons/fluent-emoji-flat/necktie.js';
import nestWithEggs from '@iconify-icons/fluent-emoji-flat/nest-with-eggs.js';
import nestingDolls from '@iconify-icons/fluent-emoji-flat/nesting-dolls.js';
import notebook from '@iconify-icons/fluent-emoji-flat/notebook.js';
import notebookWithDecorativeCover from '@iconify-icons/fluent-emoji-flat/notebook-with-decorative-cover.js';
import openBook from '@iconify-icons/fluent-emoji-flat/open-book.js';
import packageBox from '@iconify-icons/fluent-emoji-flat/package.js';
import partyPopper from '@iconify-icons/fluent-emoji-flat/party-popper.js';
import pawPrints from '@iconify-icons/fluent-emoji-flat/paw-prints.js';
import peanuts from '@iconify-icons/fluent-emoji-flat/peanuts.js';
import pen from '@iconify-icons/fluent-emoji-flat/pen.js';
import pencil from '@iconify-icons/fluent-emoji-flat/pencil.js';
import personBiking from '@iconify-icons/fluent-emoji-flat/person-biking.js';
import personGettingHaircut from '@iconify-icons/fluent-emoji-flat/person-getting-haircut.js';
import personInLotusPosition from '@iconify-icons/fluent-emoji-flat/person-in-lotus-position.js';
import personLiftingWeights from '@iconify-icons/fluent-emoji-flat/person-lifting-weights.js';
import pill from '@iconify-icons/fluent-emoji-flat/pill.js';
import pool8Ball from '@iconify-icons/fluent-emoji-flat/pool-8-ball.js';
import popcorn from '@iconify-icons/fluent-emoji-flat/popcorn.js';
import potOfFood from '@iconify-icons/fluent-emoji-flat/pot-of-food.js';
import pottedPlant from '@iconify-icons/fluent-emoji-flat/potted-plant.js';
import puzzlePiece from '@iconify-icons/fluent-emoji-flat/puzzle-piece.js';
import redApple from '@iconify-icons/fluent-emoji-flat/red-apple.js';
import redPaperLantern from '@iconify-icons/fluent-emoji-flat/red-paper-lantern.js';
import rock from '@iconify-icons/fluent-emoji-flat/rock.js';
import rose from '@iconify-icons/fluent-emoji-flat/rose.js';
import runningShoe from '@iconify-icons/fluent-emoji-flat/running-shoe.js';
import sauropod from '@iconify-icons/fluent-emoji-flat/sauropod.js';
import scarf from '@iconify-icons/fluent-emoji-flat/scarf.js';
import seedling from '@iconify-icons/fluent-emoji-flat/seedling.js';
import serviceDog from '@iconify-icons/fluent-emoji-flat/service-dog.js';
import shield from '@iconify-icons/fluent-emoji-flat/shield.js';
import shoppingBags from '@iconify-icons/fluent-emoji-flat/shopping-bags.js';
import snowCappedMountain from '@iconify-icons/fluent-emoji-flat/snow-capped-mountain.js';
import soap from '@iconify-icons/fluent-emoji-flat/soap.js';
import soccerBall from '@iconify-icons/fluent-emoji-flat/soccer-ball.js';
import socks from '@iconify-icons/fluent-emoji-flat/socks.js';
import speechBalloon from '@iconify-icons/fluent-emoji-flat/speech-balloon.js';
import spiralCalendar from '@iconify-icons/fluent-emoji-flat/spiral-calendar.js';
import stethoscope from '@iconify-icons/fluent-emoji-flat/stethoscope.js';
import sun from '@iconify-icons/fluent-emoji-flat/sun.js';
import sunflower from '@iconify-icons/fluent-emoji-flat/sunflower.js';
import tShirt from '@iconify-icons/fluent-emoji-flat/t-shirt.js';
import teacupWithoutHandle from '@iconify-icons/fluent-emoji-flat/teacup-without-handle.js';
import teapot from '@iconify-icons/fluent-emoji-flat/teapot.js';
import teddyBear from '@iconify-icons/fluent-emoji-flat/teddy-bear.js';
import tent from '@iconify-icons/fluent-emoji-flat/tent.js';
import thread from '@iconify-icons/fluent-emoji-flat/thread.js';
import toothbrush from '@iconify-icons/fluent-emoji-flat/toothbrush.js';
import trackball from '@iconify-icons/fluent-emoji-flat/trackball.js';
import tropicalFish from '@iconify-icons/fluent-emoji-flat/tropical-fish.js';
import videoCamera from '@iconify-icons/fluent-emoji-flat/video-camera.js';
import watch from '@iconify-icons/fluent-emoji-flat/watch.js';
import womansBoot from '@iconify-icons/fluent-emoji-flat/womans-boot.js';
import womansClothes from '@iconify-icons/fluent-emoji-flat/womans-clothes.js';
import womansSandal from '@iconify-icons/fluent-emoji-flat/womans-sandal.js';
import worldMap from '@iconify-icons/fluent-emoji-flat/world-map.js';
import wrappedGift from '@iconify-icons/fluent-emoji-flat/wrapped-gift.js';
import yarn from '@iconify-icons/fluent-emoji-flat/yarn.js';

export const EMOJI = {
  amphora,
  anchor,
  'artist-palette': artistPalette,
  baby,
  'baby-bottle': babyBottle,
  backpack,
  'ballet-shoes': balletShoes,
  basket,
  battery,
  bed,
  bicycle,
  'billed-cap': billedCap,
  bone,
  books,
  bubbles,
  camera,
  camping,
  candle,
  candy,
  'card-file-box': cardFileBox,
  cat,
  'cat-face': catFace,
  'cherry-blossom': cherryBlossom,
  'chocolate-bar': chocolateBar,
  coat,
  'computer-mouse': computerMouse,
  'convenience-store': convenienceStore,
  cookie,
  cooking,
  coral,
  'couch-and-lamp': couchAndLamp,
  'credit-card': creditCard,
  'cup-with-straw': cupWithStraw,
  'delivery-truck': deliveryTruck,
  'department-store': departmentStore,
  'desktop-computer': desktopComputer,
  'dog-face': dogFace,
  dress,
  'electric-plug': electricPlug,
  'evergreen-tree': evergreenTree,
  flashlight,
  'flexed-biceps': flexedBiceps,
  'fork-and-knife': forkAndKnife,
  'fork-and-knife-with-plate': forkAndKnifeWithPlate,
  'fountain-pen': fountainPen,
  gloves,
  'graduation-cap': graduationCap,
  'green-salad': greenSalad,
  'hammer-and-wrench': hammerAndWrench,
  handbag,
  handshake,
  headphone,
  'high-heeled-shoe': highHeeledShoe,
  'hot-beverage': hotBeverage,
  'hot-pepper': hotPepper,
  keyboard,
  'kitchen-knife': kitchenKnife,
  kite,
  knot,
  laptop,
  'leafy-green': leafyGreen,
  'light-bulb': lightBulb,
  lipstick,
  locked,
  'lotion-bottle': lotionBottle,
  lotus,
  luggage,
  mango,
  'maple-leaf': mapleLeaf,
  memo,
  mirror,
  'mobile-phone': mobilePhone,
  'nail-polish': nailPolish,
  necktie,
  'nest-with-eggs': nestWithEggs,
  'nesting-dolls': nestingDolls,
  notebook,
  'notebook-with-decorative-cover': notebookWithDecorativeCover,
  'open-book': openBook,
  package: packageBox,
  'party-popper': partyPopper,
  'paw-prints': pawPrints,
  peanuts,
  pen,
  pencil,
  'person-biking': personBiking,
  'person-getting-haircut': personGettingHaircut,
  'person-in-lotus-position': personInLotusPosition,
  'person-lifting-weights': personLiftingWeights,
  pill,
  'pool-8-ball': pool8Ball,
  popcorn,
  'pot-of-food': potOfFood,
  'potted-plant': pottedPlant,
  'puzzle-piece': puzzlePiece,
  'red-apple': redApple,
  'red-paper-lantern': redPaperLantern,
  rock,
  rose,
  'running-shoe': runningShoe,
  sauropod,
  scarf,
  seedling,
  'service-dog': serviceDog,
  shield,
  'shopping-bags': shoppingBags,
  'snow-capped-mountain': snowCappedMountain,
  soap,
  'soccer-ball': soccerBall,
  socks,
  'speech-balloon': speechBalloon,
  'spiral-calendar': spiralCalendar,
  stethoscope,
  sun,
  sunflower,
  't-shirt': tShirt,
  'teacup-without-handle': teacupWithoutHandle,
  teapot,
  'teddy-bear': teddyBear,
  tent,
  thread,
  toothbrush,
  trackball,
  'tropical-fish': tropicalFish,
  'video-camera': videoCamera,
  watch,
  'womans-boot': womansBoot,
  'womans-clothes': womansClothes,
  'womans-sandal': womansSandal,
  'world-map': worldMap,
  'wrapped-gift': wrappedGift,
  yarn,
} as const;

export type EmojiName = keyof typeof EMOJI;
