// CarouselDesktop
