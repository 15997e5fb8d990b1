import { useTranslation } from '../../../shared/i18n/i18n';
import { useParams } from 'react-router';
import { MessageScreen } from '../../../shared/ui/message-screen';
import { useProduct } from '../api/get-product';
import { ProductView } from '../product-page/product-view';
import { parseProductId } from './loaders';

function ProductNotFound() {
  const { t } = useTranslation();
  return <MessageScreen title={t('product.notFoundTitle')} body={t('product.notFoundBody')} />;
}

function LoadedProduct({ productId }: { productId: number }) {
  const product = useProduct(productId);
  if (product.data) return <ProductView key={product.data.productId} product={product.data} />;
  if (product.isError) throw product.error;
  return null;
}

/** /product/detail/:productId */
export function ProductDetailRoute() {
  const productId = parseProductId(useParams().productId);
  return productId === null ? <ProductNotFound /> : <LoadedProduct productId={productId} />;
}
