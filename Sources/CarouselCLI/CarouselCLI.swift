// CarouselCLI
