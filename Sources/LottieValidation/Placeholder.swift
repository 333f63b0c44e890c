public enum LottieValidation {}
