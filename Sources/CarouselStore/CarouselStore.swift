// CarouselStore
